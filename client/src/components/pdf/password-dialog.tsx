import { useState } from "react";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

interface PasswordDialogProps {
  retry: boolean;
  onSubmit: (password: string | null) => void;
}

export function PasswordDialog({ retry, onSubmit }: PasswordDialogProps) {
  const [password, setPassword] = useState("");
  const { t } = useTranslation();
  return (
    <Dialog open onClose={() => onSubmit(null)} aria-labelledby="pdf-password-title">
      <DialogTitle id="pdf-password-title">{t("viewer:pdf.passwordTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>{retry ? t("viewer:pdf.wrongPassword") : t("viewer:pdf.needPassword")}</DialogContentText>
        <TextField
          autoFocus
          margin="dense"
          label={t("viewer:pdf.password")}
          type="password"
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onSubmit(null)}>{t("common:actions.cancel")}</Button>
        <Button variant="contained" onClick={() => onSubmit(password)}>
          {t("viewer:pdf.open")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
