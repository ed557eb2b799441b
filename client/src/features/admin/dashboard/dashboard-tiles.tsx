import { Card, CardContent, Grid, Typography } from "@mui/material";
import type { StaffDashboardQuery } from "../../../gql-admin/graphql.ts";

type Dashboard = StaffDashboardQuery["dashboard"];

const tiles: { key: keyof Dashboard; label: string }[] = [
  { key: "learners", label: "Learners" },
  { key: "signupsLast7Days", label: "Sign-ups, last 7 days" },
  { key: "signupsLast30Days", label: "Sign-ups, last 30 days" },
  { key: "enrollments", label: "Enrollments" },
  { key: "lessonCompletions", label: "Lesson completions" },
  { key: "certificatesIssued", label: "Certificates issued" },
  { key: "examRegistrations", label: "Exam registrations" },
];

const number = new Intl.NumberFormat("en-IN");

/** One tile per figure; platform-wide figures are null for instructors and left out. */
export function DashboardTiles({ dashboard }: { dashboard: Dashboard }) {
  const shown = tiles.filter(({ key }) => typeof dashboard[key] === "number");
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Key figures">
      {shown.map(({ key, label }) => (
        <Grid key={key} size={{ xs: 6, sm: 4, lg: 3 }} component="li">
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>{number.format(dashboard[key] as number)}</Typography>
              <Typography color="text.secondary">{label}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
