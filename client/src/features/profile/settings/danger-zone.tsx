import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from "@mui/material";
import { DeleteAccountDocument } from "../../../gql/graphql.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { useTranslation } from "react-i18next";

export function DangerZone() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation();
  const [remove, { loading }] = useMutation(DeleteAccountDocument);
  const { signOut } = useSession();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      const { data } = await remove();
      if (!data?.deleteAccount) throw new Error("Account not deleted");
      setOpen(false);
      await signOut({ local: true });
      navigate("/", { replace: true });
    } catch {
      setOpen(false);
      setError(t("profile:danger.failed"));
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="danger-heading"
      sx={{ border: 1, borderColor: "error.main", borderRadius: 2, p: 2 }}
    >
      <Typography id="danger-heading" variant="h6" component="h2" color="error">
        {t("profile:danger.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("profile:danger.text")}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        {t("profile:danger.delete")}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-title">
        <DialogTitle id="delete-title">{t("profile:danger.confirmTitle")}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t("profile:danger.confirmText")}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t("common:actions.cancel")}</Button>
          <Button color="error" variant="contained" disabled={loading} onClick={() => void confirm()}>
            {t("profile:danger.delete")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
