import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Chip, Container, Grid, IconButton, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import { CourseCategoriesDocument, CoursesDocument } from "../../gql/graphql.ts";
import { CloseIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { fallbackCategories, filterCourses } from "./catalogue-filter.ts";
import { CourseCard } from "./course-card.tsx";

// The first row of cards on a desktop (three) is in view on every screen: their images load at once.
const ABOVE_THE_FOLD = 3;

export function CataloguePage() {
  const { authenticated } = useSession();
  const courses = useQuery(CoursesDocument, { fetchPolicy: "cache-and-network" });
  const categories = useQuery(CourseCategoriesDocument);
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const chips = categories.error || !categories.data ? (categories.loading ? [] : fallbackCategories) : categories.data.courseCategories;
  const list = courses.data?.courses ?? [];
  const visible = useMemo(() => filterCourses(list, search, category), [list, search, category]);
  usePageMeta({ title: "All Courses", description: "Free and paid online courses for Indian students: programming, web development, data science, soft skills and competitive exams." });

  return (
    <Container sx={{ py: 4 }}>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label="Search courses"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment>,
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton aria-label="Clear search" onClick={() => setSearch("")} edge="end"><CloseIcon /></IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Box role="group" aria-label="Categories" sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Chip label="All" color={category === null ? "primary" : "default"} onClick={() => setCategory(null)} />
          {chips.map((name) => (
            <Chip key={name} label={name} color={category === name ? "primary" : "default"} onClick={() => setCategory(category === name ? null : name)} />
          ))}
        </Box>
      </Stack>
      <Typography variant="h4" component="h1" gutterBottom>All Courses</Typography>
      {courses.loading && !courses.data ? (
        <LoadingState text="Loading courses..." />
      ) : courses.error && !courses.data ? (
        <Alert severity="error">Error loading courses: {loadErrorMessage(courses.error)}</Alert>
      ) : (
        <Grid container spacing={3}>
          {visible.map((course, index) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CourseCard course={course} enrolled={authenticated && course.isEnrolled} aboveTheFold={index < ABOVE_THE_FOLD} />
            </Grid>
          ))}
          {!visible.length && <Grid size={12}><Typography color="text.secondary">No courses match your search.</Typography></Grid>}
        </Grid>
      )}
    </Container>
  );
}
