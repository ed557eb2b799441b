import { useEffect, useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";
import { planPack, PackRefused, startPacks, type PackPlan, type PackSource } from "../../../lib/pwa/lesson-packs.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";

/** The sum of several lessons' plans, as the dialog shows it. */
function total(plans: PackPlan[]) {
  const files = plans.flatMap((plan) => plan.files);
  const sum = (count: (plan: PackPlan) => number) => plans.reduce((all, plan) => all + count(plan), 0);
  return {
    files,
    size: sum((plan) => plan.size),
    notesText: sum((plan) => plan.notesText),
    questions: sum((plan) => plan.questions),
  };
}

/**
 * The choice before a download of one lesson or a whole course: the quality with its size, and what the download
 * holds. Only sizes are asked of the server (HEAD) before 'Download'.
 */
export function DownloadDialog({
  title,
  sources,
  onClose,
}: {
  title: string;
  sources: PackSource[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [plans, setPlans] = useState<PackPlan[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Planned once per opening: the viewer re-renders (progress, other packs) while the dialog is open.
  const [planned] = useState(sources);

  useEffect(() => {
    let live = true;
    Promise.all(planned.map(planPack)).then(
      (planned) => live && setPlans(planned),
      () => live && setError(t("viewer:offline.planFailed")),
    );
    return () => {
      live = false;
    };
  }, [planned, t]);

  const plan = plans && total(plans);
  const start = async () => {
    if (!plans || !plan) return;
    try {
      await startPacks(plans);
      onClose();
    } catch (refusal) {
      setError(
        refusal instanceof PackRefused
          ? t(`viewer:${refusal.key}`, { size: format.bytes(plan.size) })
          : t("viewer:offline.startFailed"),
      );
    }
  };

  const count = (kind: string) => plan?.files.filter((file) => file.kind === kind).length ?? 0;
  const holds = plan
    ? [
        count("video") && t("viewer:offline.holds.video", { count: count("video") }),
        (count("notes") || plan.notesText) &&
          t("viewer:offline.holds.notes", { count: count("notes") + plan.notesText }),
        count("slides") && t("viewer:offline.holds.slides", { count: count("slides") }),
        plan.questions && t("viewer:offline.holds.quiz", { count: plan.questions }),
      ].filter((line): line is string => !!line)
    : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby="download-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="download-dialog-title">{t("viewer:offline.title", { title })}</DialogTitle>
      <DialogContent>
        {!plan && !error && <LoadingState text={t("viewer:offline.checking")} />}
        {plan && (
          <>
            <Typography variant="subtitle2">{t("viewer:offline.quality")}</Typography>
            <RadioGroup value="original" name="pack-quality">
              <FormControlLabel
                value="original"
                control={<Radio />}
                label={t("viewer:offline.original", { size: format.bytes(plan.size) })}
              />
            </RadioGroup>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {t("viewer:offline.holdsTitle")}
            </Typography>
            <List dense aria-label={t("viewer:offline.holdsTitle")}>
              {holds.map((line) => (
                <ListItem key={line} disableGutters>
                  <ListItemText primary={line} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.cancel")}</Button>
        <Button variant="contained" disabled={!plan || !plan.files.length} onClick={() => void start()}>
          {t("viewer:offline.start")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
