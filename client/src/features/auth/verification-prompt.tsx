import { useState } from "react";
import { Alert, Button, Stack, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "./auth-errors.ts";

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

  const resend = async () => {
    if (!email) return;
    setSending(true);
    const { error } = await service.auth.resend({ type: "signup", email, options: { emailRedirectTo: callbackUrl() } });
    setSending(false);
    if (error) enqueueSnackbar(errorText(error, "Failed to resend verification email"), { variant: "error" });
    else enqueueSnackbar("Verification email sent successfully! Please check your inbox.", { variant: "success" });
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">{message}</Alert>
      {email && <Typography>We sent a verification link to <strong>{email}</strong>.</Typography>}
      <Button variant="contained" onClick={resend} disabled={sending || !email}>
        {sending ? "Sending..." : "Resend Verification Email"}
      </Button>
      {onBack && <Button onClick={onBack}>Back to Login</Button>}
    </Stack>
  );
}
