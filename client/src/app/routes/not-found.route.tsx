import { Link as RouterLink } from "react-router";
import { Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { usePageMeta } from "../../lib/page-meta.ts";

export default function NotFoundRoute() {
  const { t } = useTranslation();
  usePageMeta({ title: t("common:notFound.pageTitle"), status: 404, noindex: true });
  return (
    <Container sx={{ py: 10, textAlign: "center" }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("common:notFound.title")}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t("common:actions.goHome")}
      </Button>
    </Container>
  );
}
