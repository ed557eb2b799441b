import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from "@mui/material";
import { InternshipsDocument, TestimonialsDocument, type InternshipsQuery } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { fileUrl } from "../../lib/files.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { filterVariables, internshipTypes, type InternshipFilter } from "./listing-filters.ts";
import { internshipsMeta } from "./listing-meta.ts";
import { formatDate, ListingHero, ListState, PageSection, SearchField, SelectField } from "./listing-ui.tsx";

const steps = ["Browse Internships", "Apply & Get Selected", "Complete Internship", "Get Certificate & Reference"];

function InternshipCard({ item }: { item: InternshipsQuery["internships"][number] }) {
  return (
    <Card data-testid="internship-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <FallbackImage src={fileUrl(item.companyLogoUrl)} alt={`${item.company} logo`} kind="generic" size={48} width={48} height={48} style={{ objectFit: "contain", borderRadius: 8 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3">{item.title}</Typography>
            <Typography color="text.secondary">{item.company}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
          <Chip size="small" label={item.type} color="primary" variant="outlined" />
          {item.certificate && <Chip size="small" label="Certificate" />}
          {item.reference && <Chip size="small" label="Reference" />}
        </Stack>
        <Typography variant="body2">Location: {item.location}</Typography>
        <Typography variant="body2">Duration: {item.duration}</Typography>
        <Typography variant="body2">Stipend: {item.stipend}</Typography>
        <Typography variant="body2">Apply by: {formatDate(item.deadline)}</Typography>
      </CardContent>
      {item.applicationLink && (
        <Box sx={{ p: 2, pt: 0 }}>
          <Button variant="contained" fullWidth href={item.applicationLink} target="_blank" rel="noopener noreferrer">Apply Now</Button>
        </Box>
      )}
    </Card>
  );
}

export function InternshipsPage() {
  const [filter, setFilter] = useState<InternshipFilter>({ search: "", type: "", location: "" });
  const set = (key: keyof InternshipFilter) => (value: string) => setFilter((current) => ({ ...current, [key]: value }));
  // The server filters; while a new answer loads, the previous one stays on screen.
  const internships = useQuery(InternshipsDocument, { variables: filterVariables(useDebounced(filter, 300)) });
  const testimonials = useQuery(TestimonialsDocument);
  const visible = (internships.data ?? internships.previousData)?.internships ?? [];
  useEffect(() => {
    if (testimonials.error) console.error("Testimonials failed to load", testimonials.error);
  }, [testimonials.error]);
  const stories = testimonials.data?.testimonials ?? [];
  usePageMeta(internshipsMeta(internships.data?.internships ?? []));

  return (
    <>
      <ListingHero title="Find & Enroll in Top Internships" subtitle="Gain real-world experience with leading companies across India." />
      <PageSection title="How It Works">
        <Grid container spacing={2}>
          {steps.map((step, index) => (
            <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: "100%" }}><CardContent>
                <Typography variant="h5" component="p" color="primary">{index + 1}</Typography>
                <Typography variant="h6" component="h3">{step}</Typography>
              </CardContent></Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection title="Latest Internship Openings">
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}><SearchField type="search" label="Search internships" value={filter.search} onChange={set("search")} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}><SelectField label="Type" allLabel="All Types" options={internshipTypes} value={filter.type} onChange={set("type")} /></Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}><SearchField label="Location" value={filter.location} onChange={set("location")} /></Grid>
        </Grid>
        {internships.loading && !visible.length && !internships.previousData ? <LoadingState text="Loading..." /> : (
          <>
            <ListState error={internships.error ? "Failed to fetch internship opportunities." : null} empty={!visible.length} emptyText="No internships match your filters." />
            <Grid container spacing={3}>
              {visible.map((item) => <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}><InternshipCard item={item} /></Grid>)}
            </Grid>
          </>
        )}
      </PageSection>
      {stories.length > 0 && (
        <PageSection title="Success Stories">
          <Grid container spacing={3}>
            {stories.map((story) => (
              <Grid key={story.id} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: "100%" }}><CardContent>
                  <Typography sx={{ fontStyle: "italic" }}>“{story.text}”</Typography>
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>{story.name}</Typography>
                  <Typography variant="body2" color="text.secondary">{story.company}</Typography>
                </CardContent></Card>
              </Grid>
            ))}
          </Grid>
        </PageSection>
      )}
    </>
  );
}
