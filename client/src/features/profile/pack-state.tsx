import { useQuery } from "@apollo/client/react";
import { Box, Chip } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DownloadedCourseLessonsDocument } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { packIsStale, packProgress, type LessonPack } from "../../lib/packs/lesson-packs.ts";

/**
 * A finished pack is compared with its lesson as the server has it now, as the viewer does (packIsStale); rows of
 * one course share one request. Offline, or if the lesson is gone, there is nothing to compare with.
 */
function useStale(pack: LessonPack) {
  const { data } = useQuery(DownloadedCourseLessonsDocument, {
    variables: { courseId: pack.courseId },
    skip: pack.status !== "done",
    fetchPolicy: "cache-and-network",
  });
  const course = data?.course;
  const lesson = course?.lessons.find((candidate) => candidate.id === pack.lessonId);
  return (
    !!course &&
    !!lesson &&
    packIsStale(pack, { courseId: course.id, courseTitle: course.title, lesson, contents: lesson.contents })
  );
}

/** The pack's state in Profile › Downloads: ready, downloading, paused, changed, and 'Update available'. */
export function PackState({ pack }: { pack: LessonPack }) {
  const { t } = useTranslation();
  const format = useFormat();
  const stale = useStale(pack);
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
      <Chip
        size="small"
        color={pack.status === "done" ? "success" : "default"}
        label={t(`profile:downloads.statuses.${pack.status}`, { percent: format.percent(packProgress(pack)) })}
      />
      {stale && <Chip size="small" color="warning" label={t("profile:downloads.updateAvailable")} />}
    </Box>
  );
}
