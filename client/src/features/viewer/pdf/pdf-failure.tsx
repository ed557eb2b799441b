import { Alert, AlertTitle, Link, Typography } from "@mui/material";

/** The failure panel of spec section 8. */
export function PdfFailure({ url, message }: { url: string; message: string }) {
  return (
    <Alert severity="error" sx={{ wordBreak: "break-word" }}>
      <AlertTitle>Failed to load PDF</AlertTitle>
      <Typography variant="body2">{message}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>URL: {url}</Typography>
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: "inline-block", mt: 1 }}>Download PDF</Link>
      <Typography variant="body2" sx={{ mt: 1 }}>The file may not exist on the server.</Typography>
    </Alert>
  );
}
