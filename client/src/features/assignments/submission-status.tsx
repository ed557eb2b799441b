import { Alert, Box, Chip, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { SubmissionFieldsFragment } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";

/** 'Submitted', 'Late', 'Graded: 8/10' and the grader's feedback (docs/assignments.md). */
export function SubmissionStatus({ submission, maxScore }: { submission: SubmissionFieldsFragment; maxScore: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const graded = submission.status === "GRADED";
  return (
    <Box sx={{ my: 2 }} data-testid="submission-status">
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Chip
          color={graded ? "success" : "primary"}
          label={
            graded
              ? t("assignments:graded", { score: submission.score ?? 0, max: maxScore })
              : t("assignments:submitted")
          }
        />
        {submission.late && <Chip color="warning" label={t("assignments:late")} />}
        <Typography variant="body2" color="text.secondary">
          {t("assignments:submittedAt", { date: format.date(submission.submittedAt, "dateTime") })}
        </Typography>
      </Stack>
      {submission.files.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t("assignments:files", { names: submission.files.map((file) => file.name).join(", ") })}
        </Typography>
      )}
      {graded && submission.feedback && (
        <Alert severity="info" sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {t("assignments:feedback")}
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap" }}>{submission.feedback}</Typography>
        </Alert>
      )}
    </Box>
  );
}
