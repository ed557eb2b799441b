// One submission for grading (docs/assignments.md): the learner's text, the files inline (PDF through the
// project's PDF viewer, pictures as images), and the score and feedback.
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Chip, Link, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { assignmentLimits } from "@app/schema/input-limits";
import { LazyPdfViewer } from "../../../components/pdf/lazy-pdf-viewer.tsx";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import {
  GradeSubmissionDocument,
  GradingSubmissionDocument,
  type GradingSubmissionQuery,
} from "../../../gql-admin/graphql.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useSave } from "../forms/use-save.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";
import { usePrivateFile } from "./private-file.ts";

type Submission = NonNullable<GradingSubmissionQuery["submission"]>;

function SubmittedFile({ file }: { file: Submission["files"][number] }) {
  const token = tokenStore.get();
  return (
    <Box component="figure" sx={{ m: 0, my: 2 }}>
      <Typography component="figcaption" variant="subtitle2">
        {file.name}
      </Typography>
      {file.contentType === "application/pdf" ? (
        <LazyPdfViewer
          url={`${getConfig().apiUrl}${file.url}`}
          headers={token ? { authorization: `Bearer ${token}` } : undefined}
        />
      ) : (
        <SubmittedPicture file={file} />
      )}
    </Box>
  );
}

/** Pictures come through an object URL: an <img> cannot send the bearer token. */
function SubmittedPicture({ file }: { file: Submission["files"][number] }) {
  const { t } = useTranslation("admin-assignments");
  const { url, error } = usePrivateFile(file.url);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!url) return <LoadingState text={t("admin-assignments:loadingFile")} />;
  return <Box component="img" src={url} alt={file.name} sx={{ maxWidth: "100%", height: "auto" }} />;
}

function GradeForm({ submission }: { submission: Submission }) {
  const { t } = useTranslation(["admin-assignments", "admin"]);
  const max = submission.assignment.maxScore;
  const [score, setScore] = useState(submission.score == null ? "" : String(submission.score));
  const [feedback, setFeedback] = useState(submission.feedback ?? "");
  const [error, setError] = useState<string | null>(null);
  const [grade, { loading }] = useMutation(GradeSubmissionDocument);
  const save = useSave();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(score);
    if (!/^\d+$/.test(score.trim()) || value > max) return setError(t("admin:validation.range", { min: 0, max }));
    setError(null);
    await save(() => grade({ variables: { submissionId: submission.id, score: value, feedback } }), {
      success: t("admin-assignments:gradeSaved"),
      failure: t("admin-assignments:gradeFailed"),
    });
  };
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 600 }}>
        <TextField
          label={t("admin-assignments:score", { max })}
          type="number"
          value={score}
          onChange={(event) => setScore(event.target.value)}
          error={!!error}
          helperText={error}
          slotProps={{ htmlInput: { min: 0, max, step: 1 } }}
          required
        />
        <TextField
          label={t("admin-assignments:feedback")}
          multiline
          minRows={3}
          value={feedback}
          onChange={(event) => setFeedback(event.target.value)}
          slotProps={{ htmlInput: { maxLength: assignmentLimits.feedback } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            {t("admin-assignments:grade")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

export function GradingView() {
  const { t } = useTranslation(["admin-assignments", "admin"]);
  const format = useFormat();
  const { id = "" } = useParams();
  const { data, loading, error } = useQuery(GradingSubmissionDocument, { variables: { id } });
  if (loading && !data) return <LoadingState text={t("admin-assignments:loading")} />;
  const submission = data?.submission;
  return (
    <>
      <Link component={RouterLink} to="/admin/grading" sx={{ display: "inline-block", mb: 1 }}>
        {t("admin-assignments:back")}
      </Link>
      {error || !submission ? (
        <Alert severity="error">{error ? loadErrorMessage(error) : t("admin-assignments:notFound")}</Alert>
      ) : (
        <>
          <SectionHeading title={`${submission.assignment.lesson.title}: ${submission.learner.name}`} />
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", mb: 2 }}>
            <Typography variant="body2">{submission.assignment.lesson.course.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {format.date(submission.submittedAt, "dateTime")}
            </Typography>
            {submission.late && <Chip size="small" color="warning" label={t("admin-assignments:columns.late")} />}
          </Stack>
          {submission.text && <Typography sx={{ whiteSpace: "pre-wrap" }}>{submission.text}</Typography>}
          {submission.files.map((file) => (
            <SubmittedFile key={file.key} file={file} />
          ))}
          <GradeForm key={submission.id} submission={submission} />
        </>
      )}
    </>
  );
}
