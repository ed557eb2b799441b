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
import { PackRefused, startPacks, type PackQuality } from "../../../lib/packs/lesson-packs.ts";
import {
  planPack,
  qualitiesOf,
  sizeAt,
  videoAt,
  type PackPlan,
  type PackSource,
} from "../../../lib/packs/pack-plan.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";

/** What the download holds at a quality, summed over the lessons, as the dialog lists it. */
function holdings(plans: PackPlan[], quality: PackQuality) {
  const sum = (count: (plan: PackPlan) => number) => plans.reduce((all, plan) => all + count(plan), 0);
  const files = (plan: PackPlan, kind: string) => plan.files.filter((file) => file.kind === kind).length;
  return {
    video: sum((plan) => (videoAt(plan, quality) ? 1 : 0)),
    notes: sum((plan) => files(plan, "notes") + plan.notesText),
    slides: sum((plan) => files(plan, "slides")),
    captions: sum((plan) => files(plan, "captions")),
    quiz: sum((plan) => plan.questions),
  };
}

/**
 * The choice before a download of one lesson or a whole course: the quality with its size, and what the download
 * holds. Sizes come from the server's record of each rendition; other files are asked with HEAD. Nothing else is
 * fetched before 'Download'.
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
  const [chosen, setChosen] = useState<PackQuality | null>(null);
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

  const qualities = plans ? qualitiesOf(plans) : [];
  // The smallest first: the learner's data budget is the point of choosing.
  const quality = chosen ?? qualities[0] ?? null;
  const sizeOf = (option: PackQuality) => plans?.reduce((sum, plan) => sum + sizeAt(plan, option), 0) ?? 0;
  const start = async () => {
    if (!plans) return;
    try {
      await startPacks(plans, quality ?? "original");
      onClose();
    } catch (refusal) {
      setError(
        refusal instanceof PackRefused
          ? t(`viewer:${refusal.key}`, { size: format.bytes(sizeOf(quality ?? "original")) })
          : t("viewer:offline.startFailed"),
      );
    }
  };

  const held = plans && quality ? holdings(plans, quality) : null;
  const holds = held
    ? (["video", "notes", "slides", "captions", "quiz"] as const)
        .filter((kind) => held[kind] > 0)
        .map((kind) => t(`viewer:offline.holds.${kind}`, { count: held[kind] }))
    : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby="download-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="download-dialog-title">{t("viewer:offline.title", { title })}</DialogTitle>
      <DialogContent>
        {!plans && !error && <LoadingState text={t("viewer:offline.checking")} />}
        {plans && (
          <>
            <Typography variant="subtitle2" id="pack-quality-label">
              {t("viewer:offline.quality")}
            </Typography>
            <RadioGroup
              value={quality ?? ""}
              name="pack-quality"
              aria-labelledby="pack-quality-label"
              onChange={(event) => setChosen(event.target.value as PackQuality)}
            >
              {qualities.map((option) => (
                <FormControlLabel
                  key={option}
                  value={option}
                  control={<Radio />}
                  label={t("viewer:offline.choice", {
                    quality: t(`viewer:offline.qualities.${option}`),
                    size: format.bytes(sizeOf(option)),
                  })}
                />
              ))}
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
        <Button
          variant="contained"
          disabled={!plans || (!quality && !plans.some((plan) => plan.files.length))}
          onClick={() => void start()}
        >
          {t("viewer:offline.start")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
