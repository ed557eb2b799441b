import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Alert, Button, Stack } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { AuthCard } from "./auth-card.tsx";
import { returnToFrom } from "./auth-errors.ts";

const unconfirmedMessage = "Please check your email and click the verification link to complete your registration.";

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
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returnTo = returnToFrom(null, search);
    const complete = async () => {
      const providerError = search.get("error_description") ?? new URLSearchParams(window.location.hash.slice(1)).get("error_description");
      if (providerError) throw new Error(providerError);
      // The first of the two confirmations of an email change: nothing to sign in, the other address is still due.
      const halfConfirmed = search.get("message") ?? new URLSearchParams(window.location.hash.slice(1)).get("message");
      if (halfConfirmed) return setNotice(halfConfirmed);
      const { data, error: sessionError } = await service.auth.getSession();
      if (sessionError) throw sessionError;
      const session = data.session;
      if (!session) return setError("No session found. Please check your email for verification or try logging in again.");
      if (!session.user.email_confirmed_at) {
        enqueueSnackbar(unconfirmedMessage, { variant: "info" });
        return navigate("/signup", { replace: true, state: { showVerificationPrompt: true, email: session.user.email } });
      }
      await syncSession(session);
      enqueueSnackbar("Successfully signed in!", { variant: "success" });
      navigate(returnTo, { replace: true });
    };
    complete().catch((failure: unknown) => {
      console.error("Authentication callback failed", failure);
      setError(failure instanceof Error && failure.message ? failure.message : "Authentication failed. Please try again.");
    });
  }, [service, syncSession, search, navigate, enqueueSnackbar]);

  if (notice) {
    return (
      <AuthCard title="Check Your Other Inbox">
        <Stack spacing={2}>
          <Alert severity="info">{notice}</Alert>
          <Button variant="contained" onClick={() => navigate("/", { replace: true })}>Continue</Button>
        </Stack>
      </AuthCard>
    );
  }
  if (!error) return <LoadingState text="Completing authentication..." />;
  return (
    <AuthCard title="Sign-in Problem">
      <Stack spacing={2}>
        <Alert severity="error">{error}</Alert>
        <Button variant="contained" onClick={() => navigate("/login", { replace: true })}>Back to Login</Button>
      </Stack>
    </AuthCard>
  );
}
