import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Link, Stack, TextField } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "../../lib/identity/auth-errors.ts";
import { useTranslation } from "react-i18next";

type Phase = "idle" | "sending" | "sent";

export function ForgotPasswordPage() {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const { t } = useTranslation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhase("sending");
    // The emailed link opens /reset-password, where the new password is chosen.
    const redirectTo = new URL("/reset-password", window.location.origin).toString();
    const { error } = await service.auth.resetPasswordForEmail(email, { redirectTo });
    if (error) {
      setPhase("idle");
      enqueueSnackbar(errorText(error, t("auth:forgot.failed")), { variant: "error" });
      return;
    }
    setPhase("sent");
    enqueueSnackbar(t("auth:forgot.sent"), { variant: "success" });
  };

  return (
    <AuthCard title={t("auth:forgot.title")} subtitle={t("auth:forgot.subtitle")}>
      <Stack component="form" spacing={2} onSubmit={submit}>
        {phase === "sent" && <Alert severity="success">{t("auth:forgot.sent")}</Alert>}
        <TextField
          label={t("auth:fields.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" size="large" disabled={phase === "sending"}>
          {phase === "sending" ? t("auth:sending") : t("auth:forgot.submit")}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>
          {t("auth:backToLogin")}
        </Link>
      </Stack>
    </AuthCard>
  );
}
