import { Link as RouterLink } from "react-router";
import { Button, Card, CardActions, CardContent, Typography } from "@mui/material";
import type { CoursesQuery } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { fileUrl } from "../../lib/files.ts";
import { descriptionPreview } from "./catalogue-filter.ts";
import { useTranslation } from "react-i18next";

// The catalogue's grid (catalogue-page.tsx): one card a row on phones, two from 600 px, three from 900 px, at most
// 400 px wide inside the 1200 px container.
const CARD_SIZES = "(min-width: 1200px) 400px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw";

interface CourseCardProps {
  course: CoursesQuery["courses"][number];
  enrolled: boolean;
  /** In view when the page opens: its image loads eagerly, first among the page's images. */
  aboveTheFold?: boolean;
}

export function CourseCard({ course, enrolled, aboveTheFold = false }: CourseCardProps) {
  const { t } = useTranslation();
  return (
    <Card data-testid="course-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <FallbackImage
        src={fileUrl(course.thumbnail)}
        picture={course.thumbnailSources}
        sizes={CARD_SIZES}
        alt={course.title}
        kind="course"
        size={400}
        width={400}
        height={192}
        loading={aboveTheFold ? "eager" : "lazy"}
        fetchPriority={aboveTheFold ? "high" : "auto"}
        style={{ width: "100%", height: 192, objectFit: "cover" }}
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h6" component="h2">
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {descriptionPreview(course.description) || t("courses:noDescription")}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        {enrolled ? (
          <Button component={RouterLink} to={`/courses/${course.id}/content`} variant="contained" fullWidth>
            {t("courses:card.open")}
          </Button>
        ) : (
          <Button component={RouterLink} to={`/courses/${course.id}`} variant="outlined" fullWidth>
            {t("courses:enrollNow")}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
