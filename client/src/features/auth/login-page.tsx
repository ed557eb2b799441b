import { useState, type FormEvent } from "react";
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, Checkbox, Divider, FormControlLabel, Link, Stack, TextField, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { isEmailNotConfirmed, returnToFrom, signInErrorMessage } from "../../lib/identity/auth-errors.ts";
import { GoogleButton } from "./google-button.tsx";
import { phoneSignInOffered } from "../../lib/identity/phone.ts";
import { PhoneSignIn } from "./phone-sign-in.tsx";
import { VerificationPrompt } from "./verification-prompt.tsx";
import { useTranslation } from "react-i18next";

export function LoginPage() {
  const { service, syncSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const byPhone = search.get("with") === "phone";
  const choosePhone = (on: boolean) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set("with", "phone");
        else next.delete("with");
        return next;
      },
      { replace: true },
    );
  const returnTo = returnToFrom(location.state, search);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsVerification, setNeedsVerification] = useState(false);
  const { t } = useTranslation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const { data, error: signInError } = await service.auth.signInWithPassword({ email, password });
    if (signInError || !data.session) {
      setSubmitting(false);
      const message = signInErrorMessage(signInError);
      setError(message);
      if (isEmailNotConfirmed(signInError)) {
        enqueueSnackbar(message, { variant: "warning" });
        setNeedsVerification(true);
      }
      return;
    }
    // The backend token must exist before protected screens open (spec section 4: authenticated = user + token).
    await syncSession(data.session);
    enqueueSnackbar(t("auth:signedIn"), { variant: "success" });
    navigate(returnTo, { replace: true });
  };

  if (needsVerification) {
    return (
      <AuthCard title={t("auth:login.verifyTitle")}>
        <VerificationPrompt
          email={email}
          message={t("auth:login.verifyFirst")}
          onBack={() => setNeedsVerification(false)}
        />
      </AuthCard>
    );
  }

  if (byPhone) {
    return (
      <AuthCard title={t("auth:login.title")} subtitle={t("auth:login.subtitle")}>
        <PhoneSignIn onDone={() => navigate(returnTo, { replace: true })} onBack={() => choosePhone(false)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth:login.title")} subtitle={t("auth:login.subtitle")}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate={false}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={t("auth:fields.email")}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label={t("auth:fields.password")}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap" }}>
          <FormControlLabel control={<Checkbox />} label={t("auth:login.remember")} />
          <Link component={RouterLink} to="/forgot-password">
            {t("auth:login.forgot")}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {submitting ? t("auth:login.submitting") : t("auth:login.submit")}
        </Button>
        <Divider>{t("auth:or")}</Divider>
        <GoogleButton returnTo={returnTo} />
        {phoneSignInOffered() && (
          <Button variant="outlined" fullWidth onClick={() => choosePhone(true)}>
            {t("auth:phone.continue")}
          </Button>
        )}
        <Typography sx={{ textAlign: "center" }}>
          {t("auth:login.noAccount")}{" "}
          <Link component={RouterLink} to="/signup">
            {t("auth:login.signUp")}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
