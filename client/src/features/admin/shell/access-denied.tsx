import { Alert, Container } from "@mui/material";
import { useTranslation } from "react-i18next";

export function AccessDenied() {
  const { t } = useTranslation("admin");
  return (
    <Container sx={{ py: 6 }}>
      <Alert severity="warning">{t("admin:denied")}</Alert>
    </Container>
  );
}
