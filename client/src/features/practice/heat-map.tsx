// Twelve weeks of practice, a column a week, Monday at the top (docs/practice.md). Each day is a list item with its
// words (date, answers, goal met or frozen) for screen readers and as its tooltip; the colours only repeat them, and
// every filled day has a dark border, so a day stands out from the page at 3:1 or more (WCAG 1.4.11).
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PracticeDayFieldsFragment } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";

type Day = PracticeDayFieldsFragment;

const look = (day: Day) =>
  day.goalMet
    ? { bgcolor: "#1b5e20", borderColor: "#1b5e20" }
    : day.frozen
      ? { bgcolor: "#e3f2fd", borderColor: "#0d47a1", borderWidth: 3 }
      : day.answered > 0
        ? { bgcolor: "#a5d6a7", borderColor: "#2e7d32" }
        : { bgcolor: "background.paper", borderColor: "#757575" };

/** Monday = 1 ... Sunday = 7, from an Indian calendar date `YYYY-MM-DD`. */
export const weekdayOf = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
};

export function HeatMap({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const label = (day: Day) => {
    const date = format.date(day.date, "long", { utc: true });
    const values = { date, answered: format.number(day.answered), correct: format.number(day.correct) };
    if (day.frozen) return t("practice:heatMap.frozen", values);
    if (day.goalMet) return t("practice:heatMap.met", values);
    return day.answered > 0 ? t("practice:heatMap.some", values) : t("practice:heatMap.none", values);
  };
  return (
    <Box component="section" aria-labelledby="practice-heat-map">
      <Typography id="practice-heat-map" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("practice:heatMap.title")}
      </Typography>
      <Box
        component="ol"
        data-testid="practice-heat-map"
        sx={{
          listStyle: "none",
          p: 0,
          my: 1,
          display: "grid",
          gridTemplateRows: "repeat(7, 1fr)",
          gridAutoFlow: "column",
          gridAutoColumns: "minmax(0, 1fr)",
          gap: "3px",
          maxWidth: 360,
        }}
      >
        {sorted.map((day, index) => (
          <Box
            component="li"
            key={day.date}
            title={label(day)}
            data-goal-met={day.goalMet || undefined}
            style={index === 0 ? { gridRowStart: weekdayOf(day.date) } : undefined}
            sx={{
              aspectRatio: "1",
              minWidth: 0,
              border: 1,
              borderRadius: "3px",
              ...look(day),
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {label(day)}
            </Box>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t("practice:heatMap.legend")}
      </Typography>
    </Box>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
