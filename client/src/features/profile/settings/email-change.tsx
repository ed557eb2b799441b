import { useState, type FormEvent } from "react";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { callbackUrl } from "../../../lib/identity/identity-start.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { errorText } from "../../../lib/identity/auth-errors.ts";
import { StatusMessage, type Status } from "./status-message.tsx";
import { useTranslation } from "react-i18next";

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks the identity server to move the account to another address: it mails both addresses, and the email changes
 * only once both links (or codes) were confirmed, so a typo or a borrowed session cannot take the account away. An
 * account that signs in by phone has no address yet: it adds one, confirmed by the new address alone.
 */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const { service } = useSession();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<Status>(null);
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim().toLowerCase();
    if (!EMAIL_FORMAT.test(next)) return setMessage({ text: t("profile:email.invalid"), ok: false });
    if (next === currentEmail.toLowerCase()) return setMessage({ text: t("profile:email.same"), ok: false });
    setSending(true);
    const { error } = await service.auth.updateUser({ email: next }, { emailRedirectTo: callbackUrl("/profile") });
    setSending(false);
    if (error) return setMessage({ text: errorText(error, t("profile:email.failed")), ok: false });
    setEmail("");
    // A phone-only account has no address yet: only the new one confirms (docs/phone-sign-in.md).
    const sent = currentEmail
      ? t("profile:email.sent", { current: currentEmail, next })
      : t("profile:email.sentNew", { next });
    setMessage({ text: sent, ok: true });
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="email-change-heading" noValidate>
      <Typography id="email-change-heading" variant="h6" component="h2" gutterBottom>
        {currentEmail ? t("profile:email.title") : t("profile:email.add")}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={t("profile:email.label")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
        />
        <StatusMessage message={message} />
        <Button type="submit" variant="outlined" disabled={sending} sx={{ alignSelf: "flex-start" }}>
          {sending ? t("auth:sending") : currentEmail ? t("profile:email.title") : t("profile:email.add")}
        </Button>
      </Stack>
    </Box>
  );
}
