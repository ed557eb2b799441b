// CSV import of a test's questions: preview first (the server checks every row and writes nothing), then import,
// which the server refuses whole when any row is invalid. Errors name the spreadsheet row.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import {
  AdminImportMockTestQuestionsDocument,
  type AdminImportMockTestQuestionsMutation,
  type AdminMockTestFragment,
} from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";

type Preview = AdminImportMockTestQuestionsMutation["importMockTestQuestions"];

export const CSV_COLUMNS =
  "question,option_a,option_b,option_c,option_d,option_e,correct_option,explanation,section,tags,difficulty,question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,option_e_hi,explanation_hi";

export function CsvImportDialog({
  test,
  onClose,
  onImported,
}: {
  test: AdminMockTestFragment;
  onClose: () => void;
  onImported: (count: number) => void;
}) {
  const { t } = useTranslation(["admin-mock-tests"]);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const [csv, setCsv] = useState("");
  const [replace, setReplace] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { loading }] = useMutation(AdminImportMockTestQuestionsDocument);

  const send = async (dryRun: boolean) => {
    setFailure(null);
    try {
      const { data } = await run({ variables: { testId: test.id, csv, dryRun, replace } });
      const result = data!.importMockTestQuestions;
      setPreview(result);
      if (!dryRun && result.imported > 0) onImported(result.imported);
    } catch (error) {
      setFailure(serverMessage(error, t("admin-mock-tests:import.failed")));
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  };

  const ready = preview !== null && preview.errors.length === 0 && preview.questions.length > 0;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t("admin-mock-tests:import.title", { title: test.title })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t("admin-mock-tests:import.help")}
        </Typography>
        <Typography
          variant="body2"
          component="code"
          sx={{ display: "block", wordBreak: "break-all", mb: 2, fontSize: 12 }}
        >
          {CSV_COLUMNS}
        </Typography>
        <Stack sx={{ gap: 2 }}>
          <Button variant="outlined" component="label">
            {t("admin-mock-tests:import.chooseFile")}
            <input
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t("admin-mock-tests:import.chooseFile")}
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </Button>
          <TextField
            label={t("admin-mock-tests:import.csv")}
            multiline
            minRows={4}
            maxRows={12}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              setPreview(null);
            }}
            slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <FormControlLabel
            control={<Checkbox checked={replace} onChange={(event) => setReplace(event.target.checked)} />}
            label={t("admin-mock-tests:import.replace")}
          />
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
        {preview && preview.errors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="csv-errors">
            <Typography sx={{ fontWeight: 600 }}>{t("admin-mock-tests:import.nothingImported")}</Typography>
            <ul>
              {preview.errors.map((error, index) => (
                <li key={index}>{t("admin-mock-tests:import.rowError", { row: error.row, message: error.message })}</li>
              ))}
            </ul>
          </Alert>
        )}
        {preview && preview.imported > 0 && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {t("admin-mock-tests:import.imported", { count: preview.imported })}
          </Alert>
        )}
        {preview && preview.errors.length === 0 && preview.imported === 0 && preview.questions.length > 0 && (
          <Table
            size="small"
            sx={{ mt: 2 }}
            aria-label={t("admin-mock-tests:import.preview")}
            data-testid="csv-preview"
          >
            <TableHead>
              <TableRow>
                <TableCell>{t("admin-mock-tests:import.row")}</TableCell>
                <TableCell>{t("admin-mock-tests:import.section")}</TableCell>
                <TableCell>{t("admin-mock-tests:import.question")}</TableCell>
                <TableCell>{t("admin-mock-tests:import.correct")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.questions.map((question) => (
                <TableRow key={question.row}>
                  <TableCell>{question.row}</TableCell>
                  <TableCell>{question.section}</TableCell>
                  <TableCell>
                    {question.text}
                    {question.hasHindi ? " (हिंदी)" : ""}
                  </TableCell>
                  <TableCell>{String.fromCharCode(65 + question.correctOption)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("admin-mock-tests:import.close")}</Button>
        <Button disabled={!csv.trim() || loading} onClick={() => void send(true)}>
          {t("admin-mock-tests:import.previewButton")}
        </Button>
        <Button
          variant="contained"
          disabled={!ready || loading || preview?.imported !== 0}
          onClick={() => void send(false)}
        >
          {t("admin-mock-tests:import.importButton", { count: preview?.questions.length ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
