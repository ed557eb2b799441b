import { useState } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "notistack";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "./auth-errors.ts";
import { Trans, useTranslation } from "react-i18next";

interface VerificationPromptProps {
  email: string;
  message: string;
  onBack?: () => void;
}

/** "Check your email" view shared by sign-in (unconfirmed email) and sign-up (spec sections 2 and 4). */
export function VerificationPrompt({ email, message, onBack }: VerificationPromptProps) {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [sending, setSending] = useState(false);
  const { t } = useTranslation();

  const resend = async () => {
    if (!email) return;
    setSending(true);
    const { error } = await service.auth.resend({ type: "signup", email, options: { emailRedirectTo: callbackUrl() } });
    setSending(false);
    if (error) enqueueSnackbar(errorText(error, t("auth:verify.resendFailed")), { variant: "error" });
    else enqueueSnackbar(t("auth:verify.resent"), { variant: "success" });
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{message}</Alert>
      {email && <Typography><Trans i18nKey="auth:verify.sentTo" values={{ email }} components={{ strong: <strong /> }} /></Typography>}
      <Button variant="contained" onClick={resend} disabled={sending || !email}>
        {sending ? t("auth:sending") : t("auth:verify.resend")}
      </Button>
      {onBack && <Button onClick={onBack}>{t("auth:backToLogin")}</Button>}
    </Stack>
  );
}
