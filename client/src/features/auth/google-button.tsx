import { Button } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "./auth-errors.ts";

export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const start = async () => {
    const { error } = await service.auth.signInWithOAuth({ provider: "google", options: { redirectTo: callbackUrl(returnTo) } });
    if (error) enqueueSnackbar(errorText(error, "An error occurred during sign in"), { variant: "error" });
  };
  return (
    <Button variant="outlined" fullWidth onClick={start}>
      Sign in with Google
    </Button>
  );
}
