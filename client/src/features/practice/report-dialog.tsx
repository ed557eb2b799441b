// 'Report an error' on a practice question: a reason (and optional details) sent to the moderation queue.
import { useId, useState } from "react";
import { useMutation } from "@apollo/client/react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { practiceLimits } from "@app/schema/input-limits";
import { ReportPracticeQuestionDocument } from "../../gql/graphql.ts";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { serverMessage } from "../../lib/errors.ts";

const reasons = ["wrongAnswer", "typo", "unclear", "other"] as const;
type Reason = (typeof reasons)[number];
const reasonKeys: Record<Reason, string> = {
  wrongAnswer: "practice:report.wrongAnswer",
  typo: "practice:report.typo",
  unclear: "practice:report.unclear",
  other: "practice:report.other",
};

export function ReportDialog({
  questionId,
  open,
  onClose,
}: {
  questionId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const label = useId();
  const [reason, setReason] = useState<Reason>("wrongAnswer");
  const [details, setDetails] = useState("");
  const [report, { loading }] = useMutation(ReportPracticeQuestionDocument);

  async function send() {
    // The reason is sent as words the moderators read, in English as the console is; the details as typed.
    const text = [t(reasonKeys[reason], { lng: "en" }), details.trim()].filter(Boolean).join(": ");
    try {
      await report({ variables: { questionId, reason: text.slice(0, practiceLimits.reportReason) } });
      enqueueSnackbar(t("practice:report.sent"), { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(serverMessage(error, t("practice:report.failed")), { variant: "error" });
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth>
      <DialogTitle>{t("practice:report.title")}</DialogTitle>
      <DialogContent>
        <FormControl>
          <FormLabel id={label}>{t("practice:report.reason")}</FormLabel>
          <RadioGroup
            aria-labelledby={label}
            value={reason}
            onChange={(event) => setReason(event.target.value as Reason)}
          >
            {reasons.map((key) => (
              <FormControlLabel
                key={key}
                value={key}
                control={<Radio />}
                label={t(reasonKeys[key])}
                sx={{ minHeight: 48 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t("practice:report.details")}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          slotProps={{ htmlInput: { maxLength: practiceLimits.reportReason - 40 } }}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("practice:report.cancel")}</Button>
        <Button variant="contained" onClick={() => void send()} disabled={loading}>
          {t("practice:report.send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
