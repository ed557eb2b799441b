import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert, AlertTitle, Button, Stack } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { returnToFrom } from "../../lib/identity/auth-errors.ts";
import { useTranslation } from "react-i18next";

/**
 * Completes Google and email-link sign-in. The identity client exchanges the PKCE code itself
 * (detectSessionInUrl), and getSession() waits for that exchange to finish.
 */
export function AuthCallbackPage() {
  const { service, syncSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [noSession, setNoSession] = useState(false);
  const started = useRef(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = returnToFrom(null, search);
    const complete = async () => {
      const providerError =
        search.get("error_description") ?? new URLSearchParams(window.location.hash.slice(1)).get("error_description");
      if (providerError) throw new Error(providerError);
      // The first of the two confirmations of an email change: nothing to sign in, the other address is still due.
      const halfConfirmed = search.get("message") ?? new URLSearchParams(window.location.hash.slice(1)).get("message");
      if (halfConfirmed) return setNotice(halfConfirmed);
      const { data, error: sessionError } = await service.auth.getSession();
      if (sessionError) throw sessionError;
      const session = data.session;
      if (!session) {
        setNoSession(true);
        return setError(t("auth:callback.noSession"));
      }
      if (!session.user.email_confirmed_at) {
        enqueueSnackbar(t("auth:callback.unconfirmed"), { variant: "info" });
        return navigate("/signup", {
          replace: true,
          state: { showVerificationPrompt: true, email: session.user.email },
        });
      }
      await syncSession(session);
      enqueueSnackbar(t("auth:signedIn"), { variant: "success" });
      navigate(returnTo, { replace: true });
    };
    complete().catch((failure: unknown) => {
      console.error("Authentication callback failed", failure);
      setError(failure instanceof Error && failure.message ? failure.message : t("auth:callback.failed"));
    });
  }, [service, syncSession, search, navigate, enqueueSnackbar, t]);

  if (notice)
    return (
      <CallbackOutcome
        title={t("auth:callback.otherInbox")}
        severity="info"
        message={notice}
        action={t("auth:callback.continue")}
        to="/"
      />
    );
  if (!error) return <LoadingState text={t("auth:callback.completing")} />;
  // 'No session found' heads the longer text (spec section 8, Authentication).
  const summary = noSession ? t("auth:callback.noSessionShort") : undefined;
  return (
    <CallbackOutcome
      title={t("auth:callback.problem")}
      severity="error"
      summary={summary}
      message={error}
      action={t("auth:backToLogin")}
      to="/login"
    />
  );
}

/** What the link did, when the learner cannot simply be taken on: a message and the one way forward. */
interface OutcomeProps {
  title: string;
  severity: "info" | "error";
  summary?: string;
  message: string;
  action: string;
  to: string;
}

function CallbackOutcome({ title, severity, summary, message, action, to }: OutcomeProps) {
  const navigate = useNavigate();
  return (
    <AuthCard title={title}>
      <Stack spacing={2}>
        <Alert severity={severity}>
          {summary && <AlertTitle>{summary}</AlertTitle>}
          {message}
        </Alert>
        <Button variant="contained" onClick={() => navigate(to, { replace: true })}>
          {action}
        </Button>
      </Stack>
    </AuthCard>
  );
}
