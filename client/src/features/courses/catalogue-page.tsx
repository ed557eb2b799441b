import { useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Chip,
  Container,
  Grid,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { CourseCategoriesDocument, CoursesDocument } from "../../gql/graphql.ts";
import { CloseIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../lib/errors.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { fallbackCategories, filterCourses } from "./catalogue-filter.ts";
import { CourseCard } from "./course-card.tsx";
import { useTranslation } from "react-i18next";

// The first row of cards on a desktop (three) is in view on every screen: their images load at once.
const ABOVE_THE_FOLD = 3;

export function CataloguePage() {
  const { authenticated } = useSession();
  const courses = useQuery(CoursesDocument, { fetchPolicy: "cache-and-network" });
  const categories = useQuery(CourseCategoriesDocument);
  const [search, setSearch] = useState("");
  const { t } = useTranslation();
  const [category, setCategory] = useState<string | null>(null);
  const chips =
    categories.error || !categories.data
      ? categories.loading
        ? []
        : fallbackCategories
      : categories.data.courseCategories;
  const list = courses.data?.courses;
  const visible = useMemo(() => filterCourses(list ?? [], search, category), [list, search, category]);
  usePageMeta({ title: t("courses:meta.catalogueTitle"), description: t("courses:meta.catalogueDescription") });

  return (
    <Container sx={{ py: 4 }}>
      <Stack spacing={2} sx={{ mb: 3 }}>
        <TextField
          type="search"
          label={t("courses:catalogue.search")}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton aria-label={t("courses:catalogue.clearSearch")} onClick={() => setSearch("")} edge="end">
                    <CloseIcon />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Box
          role="group"
          aria-label={t("courses:catalogue.categories")}
          sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}
        >
          <Chip
            label={t("courses:catalogue.all")}
            color={category === null ? "primary" : "default"}
            onClick={() => setCategory(null)}
          />
          {chips.map((name) => (
            <Chip
              key={name}
              label={name}
              color={category === name ? "primary" : "default"}
              onClick={() => setCategory(category === name ? null : name)}
            />
          ))}
        </Box>
      </Stack>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("courses:catalogue.title")}
      </Typography>
      {courses.loading && !courses.data ? (
        <LoadingState text={t("courses:catalogue.loading")} />
      ) : courses.error && !courses.data ? (
        <Alert severity="error">{t("courses:catalogue.error", { message: loadErrorMessage(courses.error) })}</Alert>
      ) : (
        <Grid container spacing={3}>
          {visible.map((course, index) => (
            <Grid key={course.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CourseCard
                course={course}
                enrolled={authenticated && course.isEnrolled}
                aboveTheFold={index < ABOVE_THE_FOLD}
              />
            </Grid>
          ))}
          {!visible.length && (
            <Grid size={12}>
              <Typography color="text.secondary">{t("courses:catalogue.empty")}</Typography>
            </Grid>
          )}
        </Grid>
      )}
    </Container>
  );
}
