import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Container, Link, Paper, Typography } from "@mui/material";
import { contactEmail, postalAddress } from "../../components/layout/site.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

/** Titles and text bodies are catalogue keys; a body with links is a node. */
export interface LegalSection {
  title: string;
  body: string | ReactNode;
}

/** `title` and `description` are catalogue keys. */
export function LegalPage({
  title,
  description,
  sections,
  updated = new Date(),
}: {
  title: string;
  description: string;
  sections: LegalSection[];
  /** The date the page says it was last updated (today when not given). */
  updated?: Date;
}) {
  const { t } = useTranslation();
  usePageMeta({ title: t(title), description: t(description) });
  const today = useFormat().date(updated, "long");
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/signup">
        {t("legal:backToSignUp")}
      </Link>
      <Paper sx={{ p: { xs: 2, md: 4 }, mt: 2 }}>
        <Typography variant="h4" component="h1">
          {t(title)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t("legal:updated", { date: today })}
        </Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {sections.map((section) => (
            <Box
              component="li"
              key={section.title}
              sx={{ mb: 2.5, "&::marker": { fontWeight: 700, fontSize: "1.15rem" } }}
            >
              <Typography variant="h6" component="h2">
                {t(section.title)}
              </Typography>
              <Typography component="div" color="text.secondary">
                {typeof section.body === "string" ? t(section.body) : section.body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Container>
  );
}

export function ContactDetails() {
  const { t } = useTranslation();
  return (
    <>
      {t("legal:email")} <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
      <br />
      {t("legal:address", { address: postalAddress })}
    </>
  );
}
