import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, AlertTitle, Box, Button, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { MyEnrollmentsDocument } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { fileUrl } from "../../lib/files.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

const preview = (text: string) => (text.trim() ? `${text.trim().slice(0, 80)}...` : "");

/** 'Continue where I left off' is the last lesson's own address: /content alone opens the first (spec section 2). */
const continuePath = (course: { id: string; viewerProgress?: { lastLessonId?: string | null } | null }) =>
  `/courses/${course.id}/content${course.viewerProgress?.lastLessonId ? `/${course.viewerProgress.lastLessonId}` : ""}`;

export function MyCoursesTab() {
  // Fetched when the tab opens; cached progress shows at once while the network answer arrives.
  const { data, loading, error } = useQuery(MyEnrollmentsDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation();
  const format = useFormat();
  if (loading && !data) return <LoadingState text={t("profile:courses.loading")} />;
  if (error && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => window.location.reload()}>
            {t("profile:courses.tryAgain")}
          </Button>
        }
      >
        <AlertTitle>{t("profile:courses.errorTitle")}</AlertTitle>
        {t("profile:courses.errorText")}
      </Alert>
    );
  }
  const enrollments = (data?.myEnrollments ?? []).filter((enrollment) => enrollment.course);
  if (!enrollments.length) {
    return (
      <Box sx={{ textAlign: "center", py: 6 }}>
        <Typography variant="h5" component="h2">
          {t("profile:courses.emptyTitle")}
        </Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>
          {t("profile:courses.emptyText")}
        </Typography>
        <Button component={RouterLink} to="/courses" variant="contained">
          {t("profile:courses.browse")}
        </Button>
      </Box>
    );
  }
  return (
    <Grid container spacing={3}>
      {enrollments.map(({ id, course, status, progress }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: "100%" }}>
            <CardActionArea component={RouterLink} to={continuePath(course)} sx={{ height: "100%" }}>
              <FallbackImage
                src={fileUrl(course.thumbnail)}
                picture={course.thumbnailSources}
                sizes="(min-width: 1200px) 400px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
                alt={course.title}
                kind="course"
                size={400}
                width={400}
                height={160}
                style={{ width: "100%", height: 160, objectFit: "cover" }}
              />
              <CardContent>
                <Typography variant="h6" component="h2">
                  {course.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {preview(course.description) || t("courses:noDescription")}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {t("profile:courses.status", {
                    status: status === "completed" ? t("profile:courses.completed") : t("profile:courses.active"),
                  })}
                </Typography>
                <Typography variant="body2">
                  {t("profile:courses.progress", { progress: format.percent(progress / 100) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
