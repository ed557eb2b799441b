import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Alert, Box, Button, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "./auth-errors.ts";

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
  const [code, setCode] = useState("");
  const [verifying, setVerifying] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    const { error } = await service.auth.resend({ type: "signup", email, options: { emailRedirectTo: callbackUrl() } });
    setSending(false);
    if (error) enqueueSnackbar(errorText(error, "Failed to resend verification email"), { variant: "error" });
    else enqueueSnackbar("Verification email sent successfully! Please check your inbox.", { variant: "success" });
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setCodeError("Enter the 6-digit code from the email.");
    setVerifying(true);
    const { error } = await service.auth.verifyOtp({ email, token: code.trim(), type: "signup" });
    setVerifying(false);
    if (error) return setCodeError(errorText(error, "The code is invalid or has expired."));
    enqueueSnackbar("Successfully signed in!", { variant: "success" });
    navigate("/courses", { replace: true });
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{message}</Alert>
      {email && <Typography>We sent a verification link to <strong>{email}</strong>.</Typography>}
      {email && (
        <Box component="form" onSubmit={verify} noValidate>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
            <TextField
              label="6-digit code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setCodeError(null);
              }}
              error={Boolean(codeError)}
              helperText={codeError ?? "Or type the code from the email."}
              slotProps={{ htmlInput: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 6 } }}
            />
            <Button type="submit" variant="outlined" disabled={verifying} sx={{ mt: { sm: 1 } }}>
              {verifying ? "Verifying..." : "Verify Code"}
            </Button>
          </Stack>
        </Box>
      )}
      <Button variant="contained" onClick={resend} disabled={sending || !email}>
        {sending ? "Sending..." : "Resend Verification Email"}
      </Button>
      {onBack && <Button onClick={onBack}>Back to Login</Button>}
    </Stack>
  );
}
