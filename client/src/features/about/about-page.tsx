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

const whyChoose = [
  { title: "Industry Alignment", text: "A curriculum shaped with employers so you learn what companies hire for." },
  { title: "High Placement Rate", text: "90% of our learners find placements through our partner network." },
  { title: "Expert Faculty", text: "Teachers with years of classroom and industry experience." },
  { title: "Innovation", text: "New ways to learn: videos, notes, slides and practice quizzes in one place." },
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" sx={{ py: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom>{title}</Typography>
      {children}
    </Box>
  );
}

function TileGrid({ items }: { items: { title: string; text: string }[] }) {
  return (
    <Grid container spacing={3}>
      {items.map((item) => (
        <Grid key={item.title} size={{ xs: 12, sm: 6, md: 3 }}>
          <Card sx={{ height: "100%" }}><CardContent>
            <Typography variant="h6" component="h3">{item.title}</Typography>
            <Typography variant="body2" color="text.secondary">{item.text}</Typography>
          </CardContent></Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function AboutPage() {
  const { data, loading, error } = useQuery(AboutDocument);
  useEffect(() => {
    if (error) console.error("About content failed to load", error);
  }, [error]);
  const about = error ? defaultAbout : normaliseAbout(data?.about);
  usePageMeta({
    title: "About VidyaPath",
    description: summary(about.mission),
    structuredData: (absolute) => ({
      "@context": schemaContext,
      ...organization(absolute, about.mission),
      member: about.team.map((member) => ({ "@type": "Person", name: member.name, jobTitle: member.position })),
    }),
  });
  if (loading) return <LoadingState text="Loading..." />;

  return (
    <>
      <Box sx={{ bgcolor: "primary.main", color: "primary.contrastText", py: 8, textAlign: "center", px: 2 }}>
        <Typography variant="h3" component="h1" sx={{ fontSize: { xs: "2rem", md: "3rem" }, fontWeight: 700 }}>About VidyaPath</Typography>
        <Typography sx={{ mt: 2 }}>Empowering Indian students with innovative learning solutions and career opportunities</Typography>
      </Box>
      <Container>
        <Grid container spacing={3} sx={{ pt: 4 }}>
          <Grid size={{ xs: 12, md: 6 }}><Section title="Our Mission"><Typography>{about.mission}</Typography></Section></Grid>
          <Grid size={{ xs: 12, md: 6 }}><Section title="Our Vision"><Typography>{about.vision}</Typography></Section></Grid>
        </Grid>
        {about.features.length > 0 && (
          <Section title="Key Features">
            <TileGrid items={about.features.map((f) => ({ title: f.title, text: f.description }))} />
          </Section>
        )}
        <Section title="Why Choose VidyaPath">
          <TileGrid items={whyChoose} />
        </Section>
        <Section title="Our Leadership Team"><TeamGrid team={about.team} /></Section>
        {about.partners.length > 0 && <Section title="Our Partners"><PartnerGrid partners={about.partners} /></Section>}
        <Box component="section" sx={{ py: 6, textAlign: "center" }}>
          <Typography variant="h4" component="h2" gutterBottom>Start your learning journey today</Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: "center" }}>
            <Button component={RouterLink} to="/courses" variant="contained">Explore Courses</Button>
            <Button variant="outlined" onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}>Learn More</Button>
          </Stack>
        </Box>
      </Container>
      <ScrollTopButton />
    </>
  );
}
