import { Link as RouterLink } from "react-router";
import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { contactEmail, navItems, productName, socialLinks } from "./site.ts";
import { useTranslation } from "react-i18next";

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: "grey.900", color: "grey.100", mt: 6, py: 4 }}>
      <Container>
        <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ justifyContent: "space-between" }}>
          <Box>
            {/* Styled as a heading but not one: it would follow the page's h2s out of order (heading-order). */}
            <Typography variant="h6" component="p">
              {productName}
            </Typography>
            <Typography variant="body2">{t("common:site.description")}</Typography>
            <Link href={`mailto:${contactEmail}`} color="inherit">
              {contactEmail}
            </Link>
          </Box>
          <Stack component="nav" aria-label={t("common:footer.navigation")} spacing={0.5}>
            {navItems.map((item) => (
              <Link key={item.to} component={RouterLink} to={item.to} color="inherit">
                {t(item.label)}
              </Link>
            ))}
            <Link component={RouterLink} to="/terms" color="inherit">
              {t("common:footer.terms")}
            </Link>
            <Link component={RouterLink} to="/privacy" color="inherit">
              {t("common:footer.privacy")}
            </Link>
            <Link component={RouterLink} to="/accessibility" color="inherit">
              {t("common:footer.accessibility")}
            </Link>
          </Stack>
          <Stack spacing={0.5} aria-label={t("common:footer.social")}>
            {socialLinks.map((link) => (
              <Link key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" color="inherit">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ mt: 3, opacity: 0.7 }}>
          {t("common:footer.copyright", { year: new Date().getFullYear(), product: productName })}
        </Typography>
      </Container>
    </Box>
  );
}
