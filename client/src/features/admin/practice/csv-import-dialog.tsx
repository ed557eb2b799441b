// Importing the bank from CSV (docs/practice.md, "CSV"): the server checks every row first and writes nothing when
// any is wrong, naming each bad row by its line in the file (the header is line 1); near-duplicates are warnings.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Alert, Button, Typography } from "@mui/material";
import { AdminImportPracticeCsvDocument, type AdminImportPracticeCsvMutation } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";
import { DialogFrame } from "../forms/dialog-frame.tsx";
import { FileButton } from "../forms/file-button.tsx";

type Result = AdminImportPracticeCsvMutation["importPracticeQuestionsCsv"];

export function CsvImportDialog({ onClose, onImported }: { onClose: () => void; onImported: () => void }) {
  const { t } = useTranslation("admin-practice");
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [run, { loading }] = useMutation(AdminImportPracticeCsvDocument);

  const send = async () => {
    if (!file) return;
    setFailure(null);
    setResult(null);
    try {
      const { data } = await run({ variables: { file } });
      const outcome = data!.importPracticeQuestionsCsv;
      setResult(outcome);
      if (outcome.errors.length === 0) onImported();
    } catch (error) {
      setFailure(serverMessage(error, t("admin-practice:import.failed")));
    }
  };

  return (
    <DialogFrame
      title={t("admin-practice:import.title")}
      maxWidth="md"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t("admin-practice:import.close")}</Button>
          <Button variant="contained" disabled={!file || loading} onClick={() => void send()}>
            {t("admin-practice:import.importButton")}
          </Button>
        </>
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t("admin-practice:import.help")}
      </Typography>
      <FileButton
        label={t("admin-practice:import.chooseFile")}
        accept=".csv,text/csv"
        onChoose={(chosen) => {
          setFile(chosen ?? null);
          setResult(null);
        }}
      />
      {file && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {file.name}
        </Typography>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
      {result && result.errors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="practice-csv-errors">
          <Typography sx={{ fontWeight: 600 }}>{t("admin-practice:import.nothingImported")}</Typography>
          <ul>
            {result.errors.map((error, index) => (
              <li key={index}>{t("admin-practice:import.lineError", { line: error.line, message: error.message })}</li>
            ))}
          </ul>
        </Alert>
      )}
      {result && result.errors.length === 0 && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t("admin-practice:import.done", { created: result.created, updated: result.updated })}
        </Alert>
      )}
      {result && result.warnings.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          <ul>
            {result.warnings.map((warning, index) => (
              <li key={index}>
                {t("admin-practice:import.lineError", { line: warning.line, message: warning.message })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </DialogFrame>
  );
}
