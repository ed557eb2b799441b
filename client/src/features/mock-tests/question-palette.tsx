// The question palette: one button per question in its standard state, with the legend and the count of each
// state (the interface of computer-based tests: NTA, TCS iON).
import { Box, ButtonBase, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  PALETTE_STATES,
  paletteCounts,
  paletteState,
  type PaletteState,
  type QuestionProgress,
} from "./palette-state.ts";

const look: Record<PaletteState, { bg: string; color: string; radius: string }> = {
  notVisited: { bg: "#eeeeee", color: "#212121", radius: "4px" },
  notAnswered: { bg: "#c62828", color: "#fff", radius: "4px 4px 50% 50%" },
  answered: { bg: "#2e7d32", color: "#fff", radius: "50% 50% 4px 4px" },
  marked: { bg: "#6a1b9a", color: "#fff", radius: "50%" },
  answeredMarked: { bg: "#6a1b9a", color: "#fff", radius: "50%" },
};

function Badge({ state, label, size = 36 }: { state: PaletteState; label: string; size?: number }) {
  const style = look[state];
  return (
    <Box
      component="span"
      sx={{
        position: "relative",
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        bgcolor: style.bg,
        color: style.color,
        borderRadius: style.radius,
        fontWeight: 600,
        fontSize: 14,
        border: state === "notVisited" ? "1px solid #9e9e9e" : "none",
      }}
    >
      {label}
      {state === "answeredMarked" && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: "absolute",
            right: -2,
            bottom: -2,
            width: 12,
            height: 12,
            borderRadius: "50%",
            bgcolor: "#2e7d32",
            border: "2px solid #fff",
          }}
        />
      )}
    </Box>
  );
}

export interface PaletteQuestion extends QuestionProgress {
  id: string;
  number: number;
}

export function QuestionPalette({
  questions,
  all,
  currentId,
  onSelect,
}: {
  /** The buttons: the questions of the current section. */
  questions: PaletteQuestion[];
  /** What the legend counts: every question of the test. */
  all: QuestionProgress[];
  currentId: string;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const counts = paletteCounts(all);
  return (
    <Box component="nav" aria-label={t("mockTests:palette.title")} data-testid="question-palette">
      <Stack component="ul" sx={{ listStyle: "none", p: 0, m: 0, mb: 2, gap: 1 }} data-testid="palette-legend">
        {PALETTE_STATES.map((state) => (
          <Stack
            component="li"
            key={state}
            direction="row"
            sx={{ alignItems: "center", gap: 1 }}
            data-testid={`legend-${state}`}
          >
            <Badge state={state} label={String(counts[state])} size={28} />
            <Typography variant="body2">{t(`mockTests:palette.${state}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(44px, 1fr))", gap: 1 }}>
        {questions.map((question) => {
          const state = paletteState(question);
          return (
            <ButtonBase
              key={question.id}
              onClick={() => onSelect(question.id)}
              aria-current={question.id === currentId ? "step" : undefined}
              aria-label={t("mockTests:palette.button", {
                number: question.number,
                state: t(`mockTests:palette.${state}`),
              })}
              data-state={state}
              sx={{
                minWidth: 44,
                minHeight: 44,
                borderRadius: 1,
                outline: question.id === currentId ? "2px solid #1565c0" : "none",
                outlineOffset: 2,
              }}
            >
              <Badge state={state} label={String(question.number)} />
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
