// Adds a mobile number to the account, or changes it (docs/phone-sign-in.md): the identity server sends a code by
// SMS to the new number, and the number is the account's once that code is entered here. The learner can then sign
// in with it.
import { useState, type FormEvent } from "react";
import { Box, Button, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useResendCountdown } from "../../../lib/identity/use-resend-countdown.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { phoneNumberOf } from "../../../lib/identity/phone.ts";
import { StatusMessage, type Status } from "./status-message.tsx";

const errorKey = (code: string | undefined) =>
  code === "phone_exists"
    ? "profile:phone.taken"
    : code === "over_sms_send_rate_limit"
      ? "auth:phone.tooSoon"
      : code === "otp_expired"
        ? "auth:phone.codeFailed"
        : code === "over_request_rate_limit"
          ? "auth:phone.tooManyTries"
          : code === "validation_failed"
            ? "auth:phone.invalidNumber"
            : "profile:phone.failed";

export function PhoneChange({ currentPhone }: { currentPhone: string | null }) {
  const { service, syncSession } = useSession();
  const { t } = useTranslation();
  const [number, setNumber] = useState("");
  const [pending, setPending] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const { wait, restart: restartCountdown } = useResendCountdown();

  const send = async (phone: string) => {
    setBusy(true);
    const { error } = await service.auth.updateUser({ phone });
    setBusy(false);
    if (error) return setMessage({ text: t(errorKey(error.code)), ok: false });
    setPending(phone);
    restartCountdown();
    setMessage({ text: t("auth:phone.sentTo", { phone }), ok: true });
  };

  const submitNumber = async (event: FormEvent) => {
    event.preventDefault();
    const phone = phoneNumberOf(number);
    if (!phone) return setMessage({ text: t("auth:phone.invalidNumber"), ok: false });
    if (phone === currentPhone) return setMessage({ text: t("profile:phone.same"), ok: false });
    await send(phone);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending || !/^\d{6}$/.test(code.trim())) return setMessage({ text: t("auth:phone.codeNeeded"), ok: false });
    setBusy(true);
    const { data, error } = await service.auth.verifyOtp({ phone: pending, token: code.trim(), type: "phone_change" });
    if (error || !data.session) {
      setBusy(false);
      return setMessage({ text: t(errorKey(error?.code)), ok: false });
    }
    await syncSession(data.session);
    setBusy(false);
    setPending(null);
    setNumber("");
    setCode("");
    setMessage({ text: t("profile:phone.done", { phone: pending }), ok: true });
  };

  return (
    <Box
      component="form"
      onSubmit={pending ? submitCode : submitNumber}
      aria-labelledby="phone-change-heading"
      noValidate
    >
      <Typography id="phone-change-heading" variant="h6" component="h2" gutterBottom>
        {currentPhone ? t("profile:phone.change") : t("profile:phone.add")}
      </Typography>
      <Stack spacing={2}>
        {pending ? (
          <TextField
            label={t("auth:phone.codeLabel")}
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 6 } }}
            fullWidth
          />
        ) : (
          <TextField
            label={t("profile:phone.label")}
            type="tel"
            autoComplete="tel-national"
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">+91</InputAdornment> },
              htmlInput: { inputMode: "tel", maxLength: 20 },
            }}
            fullWidth
          />
        )}
        <StatusMessage message={message} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
          <Button type="submit" variant="outlined" disabled={busy}>
            {pending ? t("auth:phone.verify") : t("auth:phone.sendCode")}
          </Button>
          {pending && (
            <Button variant="text" disabled={busy || wait > 0} onClick={() => void send(pending)}>
              {wait > 0 ? t("auth:phone.resendIn", { seconds: wait }) : t("auth:phone.resend")}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
