import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, AlertTitle, Box, Button, Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { MyEnrollmentsDocument } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { fileUrl } from "../../lib/files.ts";

const preview = (text: string) => (text.trim() ? `${text.trim().slice(0, 80)}...` : "No description available.");

export function MyCoursesTab() {
  // Fetched when the tab opens; cached progress shows at once while the network answer arrives.
  const { data, loading, error } = useQuery(MyEnrollmentsDocument, { fetchPolicy: "cache-and-network" });
  if (loading && !data) return <LoadingState text="Loading your courses..." />;
  if (error && !data) {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => window.location.reload()}>Try Again</Button>}>
        <AlertTitle>Error loading courses</AlertTitle>
        Failed to load enrollments
      </Alert>
    );
  }
  const enrollments = (data?.myEnrollments ?? []).filter((enrollment) => enrollment.course);
  if (!enrollments.length) {
    return (
      <Box sx={{ textAlign: "center", py: 6 }}>
        <Typography variant="h5" component="h2">No Enrolled Courses</Typography>
        <Typography color="text.secondary" sx={{ my: 1 }}>You are not enrolled in any courses yet.</Typography>
        <Button component={RouterLink} to="/courses" variant="contained">Browse Courses</Button>
      </Box>
    );
  }
  return (
    <Grid container spacing={3}>
      {enrollments.map(({ id, course, status, progress }) => (
        <Grid key={id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: "100%" }}>
            <CardActionArea component={RouterLink} to={`/courses/${course.id}/content`} sx={{ height: "100%" }}>
              <FallbackImage src={fileUrl(course.thumbnail)} picture={course.thumbnailSources} sizes="(min-width: 1200px) 400px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw" alt={course.title} kind="course" size={400} width={400} height={160} style={{ width: "100%", height: 160, objectFit: "cover" }} />
              <CardContent>
                <Typography variant="h6" component="h2">{course.title}</Typography>
                <Typography variant="body2" color="text.secondary">{preview(course.description)}</Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>Status: {status}</Typography>
                <Typography variant="body2">Progress: {progress}%</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
