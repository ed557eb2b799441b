import { Alert } from "@mui/material";

/** The outcome of a settings action: a success shows green, anything else red (spec section 5). */
export type Status = { text: string; ok: boolean } | null;

export function StatusMessage({ message }: { message: Status }) {
  if (!message) return null;
  return (
    <Alert severity={message.ok ? "success" : "error"} sx={{ my: 1 }}>
      {message.text}
    </Alert>
  );
}
