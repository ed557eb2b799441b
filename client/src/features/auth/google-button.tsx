import { Button } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { useSession } from "../../lib/session/session-context.tsx";
import { callbackUrl } from "../../lib/identity/identity-start.ts";
import { errorText } from "../../lib/identity/auth-errors.ts";
import { useTranslation } from "react-i18next";

export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const start = async () => {
    const { error } = await service.auth.signInWithOAuth({
      provider: "google",
      options: { redirectTo: callbackUrl(returnTo) },
    });
    if (error) enqueueSnackbar(errorText(error, t("auth:errors.signIn")), { variant: "error" });
  };
  return (
    <Button variant="outlined" fullWidth onClick={start}>
      {t("auth:google")}
    </Button>
  );
}
