// Today's progress towards the daily goal, the streak with its freezes, and the goal's settings (docs/practice.md).
// The day is the Indian day the server computed, never the phone's.
import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { practiceLimits } from "@app/schema/input-limits";
import { SetPracticeGoalDocument, type PracticeProgressFieldsFragment } from "../../gql/graphql.ts";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { serverMessage } from "../../lib/errors.ts";

export function GoalCard({ progress }: { progress: PracticeProgressFieldsFragment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const { today, streak, dailyGoal } = progress;
  const percent = Math.min(100, Math.round((today.answered / Math.max(1, dailyGoal)) * 100));
  return (
    <Paper component="section" aria-labelledby="practice-goal" sx={{ p: 2 }} data-testid="practice-goal">
      <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
        <Box sx={{ position: "relative", display: "inline-flex", flexShrink: 0 }}>
          <CircularProgress
            variant="determinate"
            value={percent}
            size={72}
            thickness={5}
            color={today.goalMet ? "success" : "primary"}
            aria-labelledby="practice-goal-progress"
          />
          <Box sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }} aria-hidden>
            <Typography sx={{ fontWeight: 700 }}>{format.number(percent)}%</Typography>
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="practice-goal" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t("practice:goal.title")}
          </Typography>
          <Typography id="practice-goal-progress" data-testid="practice-goal-progress">
            {t("practice:goal.progress", { answered: format.number(today.answered), goal: format.number(dailyGoal) })}
          </Typography>
          {today.goalMet && (
            <Typography sx={{ color: "success.dark", fontWeight: 700 }}>{t("practice:goal.met")}</Typography>
          )}
        </Box>
      </Stack>
      <Box sx={{ mt: 1.5 }} data-testid="practice-streak">
        <Typography sx={{ fontWeight: 700 }}>
          {t("practice:streak.current", { count: streak.current, value: format.number(streak.current) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("practice:streak.longest", { count: streak.longest, value: format.number(streak.longest) })} ·{" "}
          {t("practice:streak.freezes", { count: streak.freezesLeft, value: format.number(streak.freezesLeft) })}
        </Typography>
      </Box>
      <Button onClick={() => setEditing(true)} sx={{ mt: 1, minHeight: 48 }}>
        {t("practice:goal.edit")}
      </Button>
      {editing && <GoalDialog progress={progress} onClose={() => setEditing(false)} />}
    </Paper>
  );
}

function GoalDialog({ progress, onClose }: { progress: PracticeProgressFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [goal, setGoal] = useState(String(progress.dailyGoal));
  const [reminderOn, setReminderOn] = useState(progress.reminderOn);
  const [reminderTime, setReminderTime] = useState(progress.reminderTime ?? "19:00");
  const [save, { loading }] = useMutation(SetPracticeGoalDocument);
  const { min, max } = practiceLimits.dailyGoal;
  const value = Number(goal);
  const goalError =
    !Number.isInteger(value) || value < min || value > max ? t("practice:goal.invalid", { min, max }) : null;
  const timeError = reminderOn && !/^\d{2}:\d{2}$/.test(reminderTime) ? t("practice:goal.timeNeeded") : null;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (goalError || timeError) return;
    try {
      await save({ variables: { dailyGoal: value, reminderOn, reminderTime: reminderOn ? reminderTime : null } });
      enqueueSnackbar(t("practice:goal.saved"), { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("practice:goal.failed")), { variant: "error" });
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="practice-goal-dialog">
      <DialogTitle id="practice-goal-dialog">{t("practice:goal.title")}</DialogTitle>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogContent>
          <TextField
            label={t("practice:goal.perDay")}
            type="number"
            value={goal}
            onChange={(event) => setGoal(event.target.value)}
            error={!!goalError}
            helperText={goalError ?? " "}
            slotProps={{ htmlInput: { min, max, inputMode: "numeric" } }}
            fullWidth
            sx={{ mt: 1 }}
            autoFocus
          />
          <FormControlLabel
            control={<Switch checked={reminderOn} onChange={(event) => setReminderOn(event.target.checked)} />}
            label={t("practice:goal.reminder")}
            sx={{ minHeight: 48 }}
          />
          {reminderOn && (
            <TextField
              label={t("practice:goal.reminderTime")}
              type="time"
              value={reminderTime}
              onChange={(event) => setReminderTime(event.target.value)}
              error={!!timeError}
              helperText={timeError ?? " "}
              fullWidth
              sx={{ mt: 2 }}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("practice:goal.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {t("practice:goal.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
