import { useState, type FormEvent } from "react";
import { useMutation } from "@apollo/client/react";
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { assignmentLimits } from "@app/schema/input-limits";
import { LessonAssignmentDocument, SubmitAssignmentDocument } from "../../gql/graphql.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { serverMessage } from "../../lib/errors.ts";
import { acceptAttribute, uploadSubmissionFile } from "./upload-submission-file.ts";

interface FormAssignment {
  id: string;
  acceptedFileTypes: readonly string[];
  maxFileBytes: number;
}

/** Text and/or files; each file goes to storage first (with its progress), then the submission names them. */
export function SubmissionForm({
  assignment,
  lessonId,
  initialText,
}: {
  assignment: FormAssignment;
  lessonId: string;
  initialText: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [text, setText] = useState(initialText);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitAssignmentDocument, {
    refetchQueries: [{ query: LessonAssignmentDocument, variables: { lessonId } }],
  });
  const takesFiles = assignment.acceptedFileTypes.length > 0;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const tooBig = files.find((file) => file.size > assignment.maxFileBytes);
    if (tooBig)
      return setError(t("assignments:tooLarge", { name: tooBig.name, max: format.bytes(assignment.maxFileBytes) }));
    if (!text.trim() && files.length === 0) return setError(t("assignments:empty"));
    try {
      const keys: string[] = [];
      for (const [index, file] of files.entries()) {
        setProgress(index / files.length);
        const stored = await uploadSubmissionFile(assignment.id, file, (part) =>
          setProgress((index + part) / files.length),
        );
        keys.push(stored.key);
      }
      setProgress(files.length ? 1 : null);
      await submit({ variables: { assignmentId: assignment.id, text, fileKeys: keys } });
      setFiles([]);
    } catch (failure) {
      setError(serverMessage(failure, failure instanceof Error ? failure.message : t("assignments:failed")));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ mt: 2 }}>
      <Stack spacing={2}>
        <TextField
          label={t("assignments:answer")}
          multiline
          minRows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: assignmentLimits.submissionText } }}
        />
        {takesFiles && (
          <Box>
            <Button component="label" variant="outlined">
              {t("assignments:chooseFiles")}
              <input
                hidden
                type="file"
                multiple
                accept={acceptAttribute(assignment.acceptedFileTypes)}
                data-testid="submission-files"
                onChange={(event) =>
                  setFiles([...(event.target.files ?? [])].slice(0, assignmentLimits.filesPerSubmission))
                }
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {files.length
                ? files.map((file) => file.name).join(", ")
                : t("assignments:fileHint", { max: format.bytes(assignment.maxFileBytes) })}
            </Typography>
          </Box>
        )}
        {progress !== null && (
          <LinearProgress
            variant="determinate"
            value={Math.round(progress * 100)}
            aria-label={t("assignments:uploading")}
          />
        )}
        {error && <Alert severity="error">{error}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={loading || progress !== null}>
            {t("assignments:submit")}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
