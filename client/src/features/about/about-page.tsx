import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from "@mui/material";
import { AboutDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { organization, schemaContext, summary } from "../../lib/structured-data.ts";
import { defaultAbout, normaliseAbout } from "./about-content.ts";
import { PartnerGrid, TeamGrid } from "./about-people.tsx";
import { ScrollTopButton } from "./scroll-top-button.tsx";
import { useTranslation } from "react-i18next";

const whyChoose = [
  { title: "about:why.industry.title", text: "about:why.industry.text" },
  { title: "about:why.placement.title", text: "about:why.placement.text" },
  { title: "about:why.faculty.title", text: "about:why.faculty.text" },
  { title: "about:why.innovation.title", text: "about:why.innovation.text" },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ py: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function TileGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: "100%" }}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.text}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function AboutPage() {
  const { data, loading, error } = useQuery(AboutDocument);
  const { t } = useTranslation();
  useEffect(() => {
    if (error) console.error("About content failed to load", error);
  }, [error]);
  const about = error ? defaultAbout(t) : normaliseAbout(data?.about, t);
  usePageMeta({
    title: t("about:meta.title"),
    description: summary(about.mission),
    structuredData: (absolute) => ({
      "@context": schemaContext,
      ...organization(absolute, about.mission),
      member: about.team.map((member) => ({ "@type": "Person", name: member.name, jobTitle: member.position })),
    }),
  });
  if (loading) return <LoadingState text={t("common:loading")} />;

  return (
    <>
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: 8, textAlign: "center", px: 2 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "2rem", md: "3rem" }, fontWeight: 700 }}>
          {t("home:about.title")}
        </Typography>
        <Typography sx={{ mt: 2 }}>{t("about:subtitle")}</Typography>
      </Box>
      <Container>
        <Grid container spacing={3} sx={{ pt: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t("about:mission")}>
              <Typography>{about.mission}</Typography>
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={t("about:vision")}>
              <Typography>{about.vision}</Typography>
            </Section>
          </Grid>
        </Grid>
        {about.features.length > 0 && (
          <Section title={t("about:features")}>
            <TileGrid items={about.features.map((f) => ({ title: f.title, text: f.description }))} />
          </Section>
        )}
        <Section title={t("about:whyTitle")}>
          <TileGrid items={whyChoose.map((item) => ({ title: t(item.title), text: t(item.text) }))} />
        </Section>
        <Section title={t("about:team")}>
          <TeamGrid team={about.team} />
        </Section>
        {about.partners.length > 0 && (
          <Section title={t("about:partners")}>
            <PartnerGrid partners={about.partners} />
          </Section>
        )}
        <Box component="section" sx={{ py: 6, textAlign: "center" }}>
          <Typography variant="h4" component="h2" gutterBottom>
            {t("about:cta")}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: "center" }}>
            <Button component={RouterLink} to="/courses" variant="contained">
              {t("home:hero.cta")}
            </Button>
            <Button variant="outlined" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>
              {t("about:learnMore")}
            </Button>
          </Stack>
        </Box>
      </Container>
      <ScrollTopButton />
    </>
  );
}
