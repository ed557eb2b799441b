// Sign-in (and sign-up: the first code creates the account) with a phone number and a 6-digit code by SMS
// (docs/phone-sign-in.md). Two steps: the number, with the +91 prefix shown; then the code, which the phone may
// fill in itself (`autocomplete="one-time-code"`, and the WebOTP API where the browser has it). A new code can be
// asked for once the 60 s countdown ends, as the server allows.
import { useEffect, useState, type FormEvent } from "react";
import { Alert, Button, InputAdornment, Link, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useResendCountdown } from "../../lib/identity/use-resend-countdown.ts";
import { phoneNumberOf } from "../../lib/identity/phone.ts";
import { useSession } from "../../lib/session/session-context.tsx";
import { useSnackbar } from "../../components/notifications/notifications.tsx";

/** The learner's words for the identity server's phone errors. */
function phoneErrorKey(code: string | undefined): string {
  switch (code) {
    case "validation_failed":
      return "auth:phone.invalidNumber";
    case "over_sms_send_rate_limit":
      return "auth:phone.tooSoon";
    case "otp_expired":
      return "auth:phone.codeFailed";
    case "over_request_rate_limit":
      return "auth:phone.tooManyTries";
    case "phone_provider_disabled":
      return "auth:phone.unavailable";
    case "user_banned":
      return "auth:phone.disabled";
    default:
      return "auth:errors.signIn";
  }
}

type OtpCredentials = { otp: { transport: string[] }; signal: AbortSignal };

/** Reads the code from the SMS where the browser supports WebOTP (Chrome on Android); resolves null otherwise. */
async function codeFromSms(signal: AbortSignal): Promise<string | null> {
  if (typeof window === "undefined" || !("OTPCredential" in window)) return null;
  try {
    const credential = (await navigator.credentials.get({
      otp: { transport: ["sms"] },
      signal,
    } as OtpCredentials as CredentialRequestOptions)) as (Credential & { code?: string }) | null;
    return credential?.code ?? null;
  } catch {
    return null;
  }
}

export function PhoneSignIn({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const { service, syncSession } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { t, i18n } = useTranslation();
  const [number, setNumber] = useState("");
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { wait, restart: restartCountdown } = useResendCountdown();

  const verify = async (token: string, to: string) => {
    setBusy(true);
    setError(null);
    const { data, error: verifyError } = await service.auth.verifyOtp({ phone: to, token, type: "sms" });
    if (verifyError || !data.session) {
      setBusy(false);
      return setError(t(phoneErrorKey(verifyError?.code)));
    }
    await syncSession(data.session);
    enqueueSnackbar(t("auth:signedIn"), { variant: "success" });
    onDone();
  };

  // The code screen listens for the SMS while it is open.
  useEffect(() => {
    if (!phone) return;
    const controller = new AbortController();
    void codeFromSms(controller.signal).then((received) => {
      if (!received || controller.signal.aborted) return;
      setCode(received);
      void verify(received, phone);
    });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per number
  }, [phone]);

  const send = async (to: string) => {
    setBusy(true);
    setError(null);
    // A new account's first SMS is in the language of this screen (it has no profile yet).
    const { error: sendError } = await service.auth.signInWithOtp({
      phone: to,
      options: { data: { language: i18n.resolvedLanguage ?? i18n.language } },
    });
    setBusy(false);
    if (sendError) {
      setError(t(phoneErrorKey(sendError.code)));
      return false;
    }
    restartCountdown();
    return true;
  };

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    const to = phoneNumberOf(number);
    if (!to) return setError(t("auth:phone.invalidNumber"));
    if (await send(to)) setPhone(to);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t("auth:phone.codeNeeded"));
    await verify(code.trim(), phone!);
  };

  if (!phone) {
    return (
      <Stack component="form" spacing={2} onSubmit={submitNumber} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={t("auth:phone.numberLabel")}
          type="tel"
          autoComplete="tel-national"
          required
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          helperText={t("auth:phone.numberHelp")}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
            htmlInput: { inputMode: "tel", maxLength: 20 },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? t("auth:sending") : t("auth:phone.sendCode")}
        </Button>
        <Button variant="text" onClick={onBack}>
          {t("auth:phone.useEmail")}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submitCode} noValidate>
      <Typography>{t("auth:phone.sentTo", { phone })}</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t("auth:phone.codeLabel")}
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
        slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]{6}", maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t("auth:verify.verifying") : t("auth:phone.verify")}
      </Button>
      <Typography role="status" sx={{ textAlign: "center" }}>
        {wait > 0 ? (
          t("auth:phone.resendIn", { seconds: wait })
        ) : (
          <Link component="button" type="button" onClick={() => void send(phone)} disabled={busy}>
            {t("auth:phone.resend")}
          </Link>
        )}
      </Typography>
      <Button
        variant="text"
        onClick={() => {
          setPhone(null);
          setCode("");
          setError(null);
        }}
      >
        {t("auth:phone.changeNumber")}
      </Button>
    </Stack>
  );
}
