import { useState } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Container, Typography } from "@mui/material";
import { EnrollmentStatusDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { serverMessage } from "../../lib/errors.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { LessonPanel, type DiscussionRenderer, type QuizRenderer } from "./lesson-panel.tsx";
import type { UseLessonTabs } from "./viewer-tabs.ts";
import { totalMinutes } from "./progress.ts";
import { useCourseViewer, useLessonContents } from "./use-course-viewer.ts";
import { useLessonCompletion } from "./use-lesson-completion.ts";
import { ViewerHeader } from "./viewer-header.tsx";
import { ViewerSidebar } from "./viewer-sidebar.tsx";
import { CourseDownload } from "./offline/course-download.tsx";
import { LessonDownload } from "./offline/lesson-download.tsx";
import { useTranslation } from "react-i18next";
import { useDataSaver } from "./video/use-data-saver.ts";
import { useCaptionsOn } from "./video/use-captions-on.ts";

/** The course content viewer for /content, /content/{contentId} and /content/class/{lessonId} (spec section 2). */
export function ContentViewer({
  renderQuiz,
  discussion,
  useLessonTabs,
}: {
  renderQuiz: QuizRenderer;
  discussion?: DiscussionRenderer;
  /** Tabs other features add to a lesson (viewer-tabs.ts). */
  useLessonTabs?: UseLessonTabs;
}) {
  const { courseId = "", lessonId, contentId } = useParams();
  const location = useLocation();
  const session = useSession();
  const signedIn = !session.loading && session.authenticated;
  // Asked of the server on every visit too (it may have changed elsewhere), which also keeps the service worker's
  // copy current for an offline reload: enrolling writes only the app's own cache.
  const check = useQuery(EnrollmentStatusDocument, {
    variables: { courseId },
    skip: !signedIn,
    fetchPolicy: "cache-and-network",
  });
  const enrolled = signedIn && check.data?.enrollmentStatus === true;
  const { course, contents, statusOf, savedOf } = useCourseViewer(courseId, enrolled);
  const { completedIds, markComplete, reset } = useLessonCompletion(courseId, enrolled);
  const [picked, setPicked] = useState<string | null>(null);
  // A reset starts the lesson's player and its local watch counters over (spec section 4).
  const [resets, setResets] = useState(0);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const { t } = useTranslation();
  const dataSaver = useDataSaver();
  const captionsOn = useCaptionsOn();

  const lessons = course.data?.course?.lessons ?? [];
  // Without a lesson in the address the viewer opens the first (spec section 2); 'continue' links carry the last
  // lesson's id in the address instead.
  const lesson = lessons.find((l) => l.id === (lessonId ?? picked ?? contentId)) ?? (lessonId ? undefined : lessons[0]);
  const prefetched = contents.data?.course?.lessons.find((l) => l.id === lesson?.id)?.contents ?? null;
  const single = useLessonContents(lesson?.id ?? null, !!prefetched || contents.loading);
  const lessonContents = prefetched ?? single.data?.lesson?.contents ?? (contents.error || single.error ? [] : null);
  const contentsError = !prefetched && single.error ? serverMessage(single.error, t("viewer:fetchLessonFailed")) : null;

  if (session.loading) return <LoadingState text={t("common:loading")} />;
  if (!session.authenticated) return <Navigate to="/login" replace state={{ returnTo: location.pathname }} />;
  if (check.loading && !check.data) return <LoadingState text={t("courses:gate.checking")} />;
  if (!enrolled) return <Navigate to={`/courses/${courseId}`} replace />;
  if (course.loading && !course.data) return <LoadingState text={t("viewer:loading")} />;
  if (course.error || !course.data?.course) {
    return (
      <Container sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t("courses:detail.errorTitle")}
        </Typography>
        <Alert severity="error">
          {course.error ? serverMessage(course.error, t("courses:detail.fetchFailed")) : t("courses:detail.notFound")}
        </Alert>
      </Container>
    );
  }

  return (
    <Box>
      <ViewerHeader title={course.data.course.title} lessonCount={lessons.length} minutes={totalMinutes(lessons)} />
      {contents.data?.course && (
        <Box sx={{ px: { xs: 1.5, md: 3 }, pt: 2 }}>
          <CourseDownload
            courseTitle={course.data.course.title}
            sources={lessons.map((item) => ({
              courseId,
              courseTitle: course.data!.course!.title,
              lesson: item,
              contents: contents.data?.course?.lessons.find((other) => other.id === item.id)?.contents ?? [],
            }))}
          />
        </Box>
      )}
      <Box sx={{ display: "flex", flexDirection: { xs: "column", md: "row" } }}>
        {!lessonId && (
          <ViewerSidebar
            lessons={lessons}
            selectedId={lesson?.id ?? null}
            completedIds={completedIds}
            open={sidebarOpen}
            onToggle={() => setSidebarOpen((open) => !open)}
            onSelect={setPicked}
          />
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
          {!lessons.length ? (
            <Typography sx={{ py: 4, textAlign: "center" }}>{t("viewer:noContent")}</Typography>
          ) : !lesson ? (
            <Typography sx={{ py: 4, textAlign: "center" }}>{t("viewer:noLesson")}</Typography>
          ) : (
            <>
              {lessonContents && (
                <LessonDownload
                  key={`download-${lesson.id}`}
                  source={{ courseId, courseTitle: course.data.course.title, lesson, contents: lessonContents }}
                />
              )}
              <LessonPanel
                key={lesson.id}
                lesson={lesson}
                contents={lessonContents}
                contentsError={contentsError}
                progress={{
                  status: statusOf(lesson.id),
                  saved: savedOf(lesson.id),
                  resets,
                  onComplete: () => markComplete(lesson.id),
                  onReset: () => void reset(lesson.id).then((done) => done && setResets((count) => count + 1)),
                }}
                renderQuiz={renderQuiz}
                discussion={discussion}
                initialTab={new URLSearchParams(location.search).get("tab")}
                dataSaver={dataSaver}
                captionsOn={captionsOn}
                useLessonTabs={useLessonTabs}
              />
            </>
          )}
        </Box>
      </Box>
    </Box>
  );
}
