import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Link, Stack, TextField } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "./auth-errors.ts";

type Phase = "idle" | "sending" | "sent";

export function ForgotPasswordPage() {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPhase("sending");
    // The emailed link opens /reset-password, where the new password is chosen.
    const redirectTo = new URL("/reset-password", window.location.origin).toString();
    const { error } = await service.auth.resetPasswordForEmail(email, { redirectTo });
    if (error) {
      setPhase("idle");
      enqueueSnackbar(errorText(error, "Failed to send reset email"), { variant: "error" });
      return;
    }
    setPhase("sent");
    enqueueSnackbar("Password reset email sent! Please check your inbox.", { variant: "success" });
  };

  return (
    <AuthCard title="Forgot Password" subtitle="Enter your email and we will send you a link to reset your password.">
      <Stack component="form" spacing={2} onSubmit={submit}>
        {phase === "sent" && <Alert severity="success">Password reset email sent! Please check your inbox.</Alert>}
        <TextField label="Email" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" variant="contained" size="large" disabled={phase === "sending"}>
          {phase === "sending" ? "Sending..." : "Send Reset Link"}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>Back to Login</Link>
      </Stack>
    </AuthCard>
  );
}
