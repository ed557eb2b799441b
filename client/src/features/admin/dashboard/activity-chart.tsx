import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import type { StaffDashboardQuery } from "../../../gql-admin/graphql.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";

// Off screen but read by screen readers (the usual clip pattern; @mui/utils is not a direct dependency).
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  p: 0,
  m: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

type Day = StaffDashboardQuery["dashboard"]["daily"][number];

const total = (days: Day[], key: "enrollments" | "completions") => days.reduce((sum, day) => sum + day[key], 0);

/** Enrollments and completions per day; screen readers get a summary and the same figures as a table. */
export function ActivityChart({ days }: { days: Day[] }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const dayLabel = (date: string) => format.date(`${date}T00:00:00Z`, "dayMonth", { utc: true });
  const summary = t("admin:dashboard.summary", {
    days: format.number(days.length),
    enrollments: format.number(total(days, "enrollments")),
    completions: format.number(total(days, "completions")),
  });
  return (
    <Box component="section" aria-labelledby="activity-heading" sx={{ mt: 4 }}>
      <Typography id="activity-heading" variant="h6" component="h2">
        {t("admin:dashboard.perDay")}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {summary}
      </Typography>
      <Box role="img" aria-label={t("admin:dashboard.chart", { summary })}>
        <LineChart
          height={300}
          skipAnimation
          xAxis={[{ scaleType: "point", data: days.map((day) => dayLabel(day.date)) }]}
          // A quiet month (all zeros) still gets a 0..1 scale with whole-number ticks.
          yAxis={[
            { min: 0, max: days.some((day) => day.enrollments || day.completions) ? undefined : 1, tickMinStep: 1 },
          ]}
          series={[
            { label: t("admin:dashboard.enrollments"), data: days.map((day) => day.enrollments), color: "#1565c0" },
            {
              label: t("admin:dashboard.lessonCompletions"),
              data: days.map((day) => day.completions),
              color: "#c43e00",
            },
          ]}
        />
      </Box>
      {/* A table cannot shrink below its content: the clipping box around it keeps the page 360 px wide. */}
      <Box sx={visuallyHidden}>
        <Table size="small">
          <caption>{t("admin:dashboard.tableCaption")}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t("admin:dashboard.day")}</TableCell>
              <TableCell>{t("admin:dashboard.enrollments")}</TableCell>
              <TableCell>{t("admin:dashboard.lessonCompletions")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.date}>
                <TableCell>{day.date}</TableCell>
                <TableCell>{format.number(day.enrollments)}</TableCell>
                <TableCell>{format.number(day.completions)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
