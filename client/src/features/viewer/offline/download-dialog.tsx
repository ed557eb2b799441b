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
import { planPack, PackRefused, startPack, type PackPlan, type PackSource } from "../../../lib/pwa/lesson-packs.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";

/** The choice before a download: the quality with its size, and what the pack holds. Nothing is fetched before 'Download'. */
export function DownloadDialog({ source, onClose }: { source: PackSource; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [plan, setPlan] = useState<PackPlan | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    planPack(source).then(
      (planned) => live && setPlan(planned),
      () => live && setError(t("viewer:offline.planFailed")),
    );
    return () => {
      live = false;
    };
  }, [source, t]);

  const start = async () => {
    if (!plan) return;
    try {
      await startPack(plan);
      onClose();
    } catch (refusal) {
      setError(refusal instanceof PackRefused ? t(`viewer:${refusal.key}`, { size: format.bytes(plan.size) }) : t("viewer:offline.startFailed"));
    }
  };

  const count = (kind: string) => plan?.files.filter((file) => file.kind === kind).length ?? 0;
  const holds = plan
    ? [
        count("video") && t("viewer:offline.holds.video"),
        (count("notes") || plan.notesText) && t("viewer:offline.holds.notes", { count: count("notes") + plan.notesText }),
        count("slides") && t("viewer:offline.holds.slides", { count: count("slides") }),
        plan.questions && t("viewer:offline.holds.quiz", { count: plan.questions }),
      ].filter((line): line is string => !!line)
    : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby="download-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="download-dialog-title">{t("viewer:offline.title", { title: source.lesson.title })}</DialogTitle>
      <DialogContent>
        {!plan && !error && <LoadingState text={t("viewer:offline.checking")} />}
        {plan && (
          <>
            <Typography variant="subtitle2">{t("viewer:offline.quality")}</Typography>
            <RadioGroup value={plan.quality} name="pack-quality">
              <FormControlLabel value="original" control={<Radio />} label={t("viewer:offline.original", { size: format.bytes(plan.size) })} />
            </RadioGroup>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{t("viewer:offline.holdsTitle")}</Typography>
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
