import { Alert } from "@mui/material";

/** A message containing 'successfully' is a success (green), anything else an error (red) (spec section 5). */
export function StatusMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert severity={message.includes("successfully") ? "success" : "error"} sx={{ my: 1 }}>{message}</Alert>;
}
