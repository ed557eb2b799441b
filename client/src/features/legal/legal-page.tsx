import { useEffect, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Container, Link, Paper, Typography } from "@mui/material";
import { contactEmail, postalAddress } from "../../components/layout/site.ts";
import { usePageMeta } from "../../lib/page-meta.ts";

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function LegalPage({ title, description, sections }: { title: string; description: string; sections: LegalSection[] }) {
  usePageMeta({ title, description });
  useEffect(() => window.scrollTo(0, 0), []);
  const today = new Date().toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Link component={RouterLink} to="/signup">Back to Sign Up</Link>
      <Paper sx={{ p: { xs: 2, md: 4 }, mt: 2 }}>
        <Typography variant="h4" component="h1">{title}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>Last updated: {today}</Typography>
        <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
          {sections.map((section) => (
            <Box component="li" key={section.title} sx={{ mb: 2.5, "&::marker": { fontWeight: 700, fontSize: "1.15rem" } }}>
              <Typography variant="h6" component="h2">{section.title}</Typography>
              <Typography component="div" color="text.secondary">{section.body}</Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Container>
  );
}

export function ContactDetails() {
  return (
    <>
      Email: <Link href={`mailto:${contactEmail}`}>{contactEmail}</Link>
      <br />
      Address: {postalAddress}
    </>
  );
}
