import { Link as RouterLink } from "react-router";
import { Button, Container } from "@mui/material";
import { Banner } from "../components/ui/banner.tsx";
import { useTranslation } from "react-i18next";
import type { FallbackProps } from "react-error-boundary";

/** Shown when a route chunk fails to load (for example after a deploy) or a screen throws. */
export function RouteError({ error }: Pick<FallbackProps, "error">) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : t("common:errors.unexpected");
  return (
    <Container sx={{ py: 6 }}>
      <Banner
        severity="error"
        role="alert"
        action={<Button onClick={() => window.location.reload()}>{t("common:actions.reload")}</Button>}
      >
        {message}
      </Banner>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        {t("common:actions.goHome")}
      </Button>
    </Container>
  );
}
