import { Alert } from "@mui/material";
import { useOffline } from "../../lib/pwa/connectivity.ts";

/** Shown while the network is gone: pages and PDFs come from this device, progress waits to be sent (issue 17.5). */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0, justifyContent: "center" }}>
      You are offline. Pages you have visited still open; your progress is saved on this device and sent when you are back online.
    </Alert>
  );
}
