import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, Checkbox, FormControlLabel, Grid, Link, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { AuthCard } from "./auth-card.tsx";
import { errorText } from "../../lib/identity/auth-errors.ts";
import { phoneSignInOffered } from "../../lib/identity/phone.ts";
import { PhoneSignIn } from "./phone-sign-in.tsx";
import { VerificationPrompt } from "./verification-prompt.tsx";
import { Trans, useTranslation } from "react-i18next";

const emptyForm = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };

export function SignupPage() {
  const { service, syncSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const byPhone = search.get("with") === "phone";
  const prompt = useLocation().state as { showVerificationPrompt?: boolean; email?: string } | null;
  const [form, setForm] = useState(emptyForm);
  const [agreed, setAgreed] = useState(false);
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(prompt?.showVerificationPrompt ? (prompt.email ?? "") : null);
  const field = (key: keyof typeof emptyForm) => ({
    value: form[key],
    required: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.password !== form.confirmPassword) return setError(t("auth:errors.mismatch"));
    setSubmitting(true);
    setError(null);
    const { data, error: signUpError } = await service.auth.signUp({
      email: form.email,
      password: form.password,
      options: {
        data: { firstName: form.firstName, lastName: form.lastName, role: "student" },
        emailRedirectTo: callbackUrl(),
      },
    });
    setSubmitting(false);
    if (signUpError) return setError(errorText(signUpError, t("auth:errors.signUp")));
    if (data.session) {
      // Already confirmed (for example when the provider does not require confirmation).
      await syncSession(data.session);
      enqueueSnackbar(t("auth:signedIn"), { variant: "success" });
      return navigate("/courses", { replace: true });
    }
    // The view itself carries the success message (spec section 8); a toast would repeat it.
    setSentTo(form.email);
  };

  if (sentTo !== null) {
    return (
      <AuthCard title={t("auth:signup.checkEmail")}>
        <VerificationPrompt email={sentTo} message={t("auth:signup.success")} />
        <Typography sx={{ mt: 2, textAlign: "center" }}>
          {t("auth:signup.alreadyVerified")}{" "}
          <Link component={RouterLink} to="/login">
            {t("auth:signup.goToLogin")}
          </Link>
        </Typography>
      </AuthCard>
    );
  }

  // The first code sent to a number creates its account: signing up by phone is signing in by phone.
  if (byPhone) {
    return (
      <AuthCard title={t("auth:signup.title")} subtitle={t("auth:signup.subtitle")}>
        <PhoneSignIn
          onDone={() => navigate("/courses", { replace: true })}
          onBack={() => setSearch({}, { replace: true })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth:signup.title")} subtitle={t("auth:signup.subtitle")}>
      <Stack component="form" spacing={2} onSubmit={submit}>
        {error && <Alert severity="error">{error}</Alert>}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("auth:fields.firstName")} autoComplete="given-name" fullWidth {...field("firstName")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t("auth:fields.lastName")} autoComplete="family-name" fullWidth {...field("lastName")} />
          </Grid>
        </Grid>
        <TextField label={t("auth:fields.email")} type="email" autoComplete="email" {...field("email")} />
        <TextField
          label={t("auth:fields.password")}
          type="password"
          autoComplete="new-password"
          helperText={t("auth:fields.passwordHint")}
          {...field("password")}
        />
        <TextField
          label={t("auth:fields.confirmPassword")}
          type="password"
          autoComplete="new-password"
          {...field("confirmPassword")}
        />
        <FormControlLabel
          control={<Checkbox required checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
          label={
            <Trans
              i18nKey="auth:signup.agree"
              components={{
                terms: <Link component={RouterLink} to="/terms" />,
                privacy: <Link component={RouterLink} to="/privacy" />,
              }}
            />
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? t("auth:signup.submitting") : t("auth:signup.submit")}
        </Button>
        {phoneSignInOffered() && (
          <Button variant="outlined" fullWidth onClick={() => setSearch({ with: "phone" }, { replace: true })}>
            {t("auth:phone.continue")}
          </Button>
        )}
        <Typography sx={{ textAlign: "center" }}>
          {t("auth:signup.haveAccount")}{" "}
          <Link component={RouterLink} to="/login">
            {t("auth:signup.signIn")}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
