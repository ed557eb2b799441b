import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Link, Stack, TextField } from "@mui/material";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "../../lib/identity/auth-errors.ts";
import { useTranslation } from "react-i18next";

/** Target of the reset email: the recovery session from the link lets the learner set a new password. */
export function ResetPasswordPage() {
  const { service } = useSession();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setError(t("auth:errors.mismatch"));
    setBusy(true);
    setError(null);
    const { error: updateError } = await service.auth.updateUser({ password });
    setBusy(false);
    if (updateError) return setError(errorText(updateError, t("auth:reset.failed")));
    setDone(true);
    // The recovery session must not linger as a signed-in session.
    await service.auth.signOut();
  };

  return (
    <AuthCard title={t("auth:reset.title")} subtitle={t("auth:reset.subtitle")}>
      <Stack component="form" spacing={2} onSubmit={submit}>
        {error && <Alert severity="error">{error}</Alert>}
        {done && <Alert severity="success">{t("auth:reset.done")}</Alert>}
        <TextField
          label={t("auth:fields.newPassword")}
          type="password"
          autoComplete="new-password"
          required
          helperText={t("auth:fields.passwordHint")}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t("auth:fields.confirmNewPassword")}
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="contained" disabled={busy || done}>
          {t("auth:reset.submit")}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>
          {t("auth:backToLogin")}
        </Link>
      </Stack>
    </AuthCard>
  );
}
