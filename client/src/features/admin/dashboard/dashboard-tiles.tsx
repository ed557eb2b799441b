import { Card, CardContent, Grid, Typography } from "@mui/material";
import type { StaffDashboardQuery } from "../../../gql-admin/graphql.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";

type Dashboard = StaffDashboardQuery["dashboard"];

const tiles: { key: keyof Dashboard; label: string }[] = [
  { key: "learners", label: "admin:dashboard.learners" },
  { key: "signupsLast7Days", label: "admin:dashboard.signups7" },
  { key: "signupsLast30Days", label: "admin:dashboard.signups30" },
  { key: "enrollments", label: "admin:dashboard.enrollments" },
  { key: "lessonCompletions", label: "admin:dashboard.lessonCompletions" },
  { key: "certificatesIssued", label: "admin:dashboard.certificates" },
  { key: "examRegistrations", label: "admin:dashboard.examRegistrations" },
];

/** One tile per figure; platform-wide figures are null for instructors and left out. */
export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const shown = tiles.filter(({ key }) => typeof dashboard[key] === "number");
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: "none", p: 0, m: 0 }}
      aria-label={t("admin:dashboard.keyFigures")}
    >
      {shown.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                {format.number(dashboard[key] as number)}
              </Typography>
              <Typography color="text.secondary">{t(label)}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
