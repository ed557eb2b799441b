import { Link as RouterLink } from "react-router";
import { Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export default function NotFoundRoute() {
  const { t } = useTranslation();
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
