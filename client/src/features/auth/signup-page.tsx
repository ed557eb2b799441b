import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { Alert, Button, Checkbox, FormControlLabel, Grid, Link, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "./auth-errors.ts";
import { VerificationPrompt } from "./verification-prompt.tsx";

const emptyForm = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
const successMessage = "Registration successful! Please check your email to verify your account.";

export function SignupPage() {
  const { service, syncSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const prompt = useLocation().state as { showVerificationPrompt?: boolean; email?: string } | null;
  const [form, setForm] = useState(emptyForm);
  const [agreed, setAgreed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(prompt?.showVerificationPrompt ? (prompt.email ?? "") : null);
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword) return setError("Passwords do not match");
    setSubmitting(true);
    setError(null);
    const { data, error: signUpError } = await service.auth.signUp({
      email: form.email,
      password: form.password,
      options: { data: { firstName: form.firstName, lastName: form.lastName, role: "student" }, emailRedirectTo: callbackUrl() },
    });
    setSubmitting(false);
    if (signUpError) return setError(errorText(signUpError, "An error occurred during signup"));
    if (data.session) {
      // Already confirmed (for example when the provider does not require confirmation).
      await syncSession(data.session);
      enqueueSnackbar("Successfully signed in!", { variant: "success" });
      return navigate("/courses", { replace: true });
    }
    // The view itself carries the success message (spec section 8); a toast would repeat it.
    setSentTo(form.email);
  };

  if (sentTo !== null) {
    return (
      <AuthCard title="Check Your Email">
        <VerificationPrompt email={sentTo} message={successMessage} />
        <Typography sx={{ mt: 2, textAlign: "center" }}>
          Already verified? <Link component={RouterLink} to="/login">Go to Login</Link>
        </Typography>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Your Account" subtitle="Join VidyaPath and start learning today">
      <Stack component="form" spacing={2} onSubmit={submit}>
        {error && <Alert severity="error">{error}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="First Name" autoComplete="given-name" fullWidth {...field("firstName")} /></Grid>
          <Grid size={{ xs: 12, sm: 6 }}><TextField label="Last Name" autoComplete="family-name" fullWidth {...field("lastName")} /></Grid>
        </Grid>
        <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
        <TextField label="Password" type="password" autoComplete="new-password" helperText="Must be at least 8 characters long" {...field("password")} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field("confirmPassword")} />
        <FormControlLabel
          control={<Checkbox required checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={<>I agree to the <Link component={RouterLink} to="/terms">Terms of Service</Link> and <Link component={RouterLink} to="/privacy">Privacy Policy</Link></>}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? "Creating Account..." : "Create Account"}
        </Button>
        <Typography sx={{ textAlign: "center" }}>
          Already have an account? <Link component={RouterLink} to="/login">Sign in</Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
