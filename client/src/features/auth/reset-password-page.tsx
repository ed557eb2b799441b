import { useState, type FormEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Link, Stack, TextField } from "@mui/material";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "./auth-errors.ts";

/** Target of the reset email: the recovery session from the link lets the learner set a new password. */
export function ResetPasswordPage() {
  const { service } = useSession();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) return setError("Passwords do not match");
    setBusy(true);
    setError(null);
    const { error: updateError } = await service.auth.updateUser({ password });
    setBusy(false);
    if (updateError) return setError(errorText(updateError, "Failed to change password"));
    setDone(true);
    // The recovery session must not linger as a signed-in session.
    await service.auth.signOut();
  };

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <Stack component="form" spacing={2} onSubmit={submit}>
        {error && <Alert severity="error">{error}</Alert>}
        {done && <Alert severity="success">Password updated successfully!</Alert>}
        <TextField label="New Password" type="password" autoComplete="new-password" required helperText="Must be at least 8 characters long" value={password} onChange={(e) => setPassword(e.target.value)} />
        <TextField label="Confirm New Password" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
        <Button type="submit" variant="contained" disabled={busy || done}>Update Password</Button>
        <Link component={RouterLink} to="/login" sx={{ textAlign: "center" }}>Back to Login</Link>
      </Stack>
    </AuthCard>
  );
}
