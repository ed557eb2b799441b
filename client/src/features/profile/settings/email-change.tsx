import { useState, type FormEvent } from "react";
import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { callbackUrl } from "../../../lib/identity/identity-start.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { errorText } from "../../auth/auth-errors.ts";
import { StatusMessage } from "./status-message.tsx";

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Asks the identity server to move the account to another address: it mails both addresses, and the email changes
 * only once both links (or codes) were confirmed, so a typo or a borrowed session cannot take the account away.
 */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const { service } = useSession();
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = email.trim().toLowerCase();
    if (!EMAIL_FORMAT.test(next)) return setMessage("Please enter a valid email address.");
    if (next === currentEmail.toLowerCase()) return setMessage("This is already your email address.");
    setSending(true);
    const { error } = await service.auth.updateUser({ email: next }, { emailRedirectTo: callbackUrl("/profile") });
    setSending(false);
    if (error) return setMessage(errorText(error, "Failed to change email"));
    setEmail("");
    setMessage(`Confirmation links sent successfully to ${currentEmail} and ${next}. Your email changes once both are confirmed.`);
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby="email-change-heading" noValidate>
      <Typography id="email-change-heading" variant="h6" component="h2" gutterBottom>Change Email</Typography>
      <Stack spacing={2}>
        <TextField label="New Email Address" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} fullWidth />
        <StatusMessage message={message} />
        <Button type="submit" variant="outlined" disabled={sending} sx={{ alignSelf: "flex-start" }}>
          {sending ? "Sending..." : "Change Email"}
        </Button>
      </Stack>
    </Box>
  );
}
