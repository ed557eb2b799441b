import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "../../lib/identity/auth-errors.ts";
import { Trans, useTranslation } from "react-i18next";

interface VerificationPromptProps {
  email: string;
  message: string;
  onBack?: () => void;
}

/**
 * "Check your email" view shared by sign-in (unconfirmed email) and sign-up (spec sections 2 and 4). Besides the
 * link, the email carries a 6-digit code: typing it here confirms the address on a device other than the mail's.
 */
export function VerificationPrompt({ email, message, onBack }: VerificationPromptProps) {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [resent, setResent] = useState(false);
  const { t } = useTranslation();
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    setResent(false);
    const { error } = await service.auth.resend({ type: "signup", email, options: { emailRedirectTo: callbackUrl() } });
    setSending(false);
    if (error) enqueueSnackbar(errorText(error, t("auth:verify.resendFailed")), { variant: "error" });
    else {
      enqueueSnackbar(t("auth:verify.resent"), { variant: "success" });
      setResent(true);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError(t("auth:verify.codeNeeded"));
    setVerifying(true);
    const { error } = await service.auth.verifyOtp({ email, token: code.trim(), type: "signup" });
    setVerifying(false);
    if (error) return setCodeError(errorText(error, t("auth:verify.codeFailed")));
    enqueueSnackbar(t("auth:signedIn"), { variant: "success" });
    navigate("/courses", { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{message}</Alert>
      {email && (
        <Typography>
          <Trans i18nKey="auth:verify.sentTo" values={{ email }} components={{ strong: <strong /> }} />
        </Typography>
      )}
      {email && (
        <Box component="form" onSubmit={verify} noValidate>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
            <TextField
              label={t("auth:verify.codeLabel")}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
              }}
              error={Boolean(codeError)}
              helperText={codeError ?? t("auth:verify.codeHelp")}
              slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
            />
            <Button type="submit" variant="outlined" disabled={verifying} sx={{ mt: { sm: 1 } }}>
              {verifying ? t("auth:verify.verifying") : t("auth:verify.verifyCode")}
            </Button>
          </Stack>
        </Box>
      )}
      <Button variant="contained" onClick={resend} disabled={sending || !email}>
        {sending ? t("auth:sending") : t("auth:verify.resend")}
      </Button>
      {/* The short text stays beside the button after the toast closes (spec section 8, Authentication). */}
      {resent && (
        <Typography role="status" color="success.main">
          {t("auth:verify.resentShort")}
        </Typography>
      )}
      {onBack && <Button onClick={onBack}>{t("auth:backToLogin")}</Button>}
    </Stack>
  );
}
