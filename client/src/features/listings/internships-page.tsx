import { useEffect, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from "@mui/material";
import { InternshipsDocument, TestimonialsDocument, type InternshipsQuery } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { fileUrl } from "../../lib/files.ts";
import { usePageMeta } from "../../lib/page-meta.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { filterVariables, internshipTypes, type InternshipFilter } from "./listing-filters.ts";
import { internshipsMeta } from "./listing-meta.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ListState, PageSection, SearchField, SelectField } from "./listing-ui.tsx";
import { useTranslation } from "react-i18next";

const steps = [
  "listings:internships.steps.browse",
  "listings:internships.steps.apply",
  "listings:internships.steps.complete",
  "listings:internships.steps.certificate",
];

function InternshipCard({ item }: { item: InternshipsQuery["internships"][number] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card data-testid="internship-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <FallbackImage
            src={fileUrl(item.companyLogoUrl)}
            alt={t("listings:logo", { company: item.company })}
            kind="generic"
            size={48}
            width={48}
            height={48}
            style={{ objectFit: "contain", borderRadius: 8 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3">
              {item.title}
            </Typography>
            <Typography color="text.secondary">{item.company}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
          <Chip size="small" label={item.type} color="primary" variant="outlined" />
          {item.certificate && <Chip size="small" label={t("listings:internships.certificate")} />}
          {item.reference && <Chip size="small" label={t("listings:internships.reference")} />}
        </Stack>
        <Typography variant="body2">{t("listings:location", { location: item.location })}</Typography>
        <Typography variant="body2">{t("listings:internships.duration", { duration: item.duration })}</Typography>
        <Typography variant="body2">{t("listings:internships.stipend", { stipend: item.stipend })}</Typography>
        <Typography variant="body2">
          {t("listings:internships.applyBy", { date: format.date(item.deadline) })}
        </Typography>
      </CardContent>
      {item.applicationLink && (
        <Box sx={{ p: 2, pt: 0 }}>
          <Button variant="contained" fullWidth href={item.applicationLink} target="_blank" rel="noopener noreferrer">
            {t("listings:applyNow")}
          </Button>
        </Box>
      )}
    </Card>
  );
}

export function InternshipsPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InternshipFilter>({ search: "", type: "", location: "" });
  const set = (key: keyof InternshipFilter) => (value: string) =>
    setFilter((current) => ({ ...current, [key]: value }));
  // The server filters; while a new answer loads, the previous one stays on screen.
  const internships = useQuery(InternshipsDocument, { variables: filterVariables(useDebounced(filter, 300)) });
  const testimonials = useQuery(TestimonialsDocument);
  const visible = (internships.data ?? internships.previousData)?.internships ?? [];
  useEffect(() => {
    if (testimonials.error) console.error("Testimonials failed to load", testimonials.error);
  }, [testimonials.error]);
  const stories = testimonials.data?.testimonials ?? [];
  usePageMeta(internshipsMeta(internships.data?.internships ?? [], t));

  return (
    <>
      <PageHero title={t("listings:internships.title")} subtitle={t("listings:internships.subtitle")} />
      <PageSection title={t("listings:internships.how")}>
        <Grid container spacing={2}>
          {steps.map((step, index) => (
            <Grid key={step} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: "100%" }}>
                <CardContent>
                  <Typography variant="h5" component="p" color="primary">
                    {index + 1}
                  </Typography>
                  <Typography variant="h6" component="h3">
                    {t(step)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </PageSection>
      <PageSection title={t("listings:internships.latest")}>
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SearchField
              type="search"
              label={t("listings:internships.search")}
              value={filter.search}
              onChange={set("search")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SelectField
              label={t("listings:internships.type")}
              allLabel={t("listings:internships.allTypes")}
              options={internshipTypes}
              value={filter.type}
              onChange={set("type")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <SearchField label={t("listings:locationLabel")} value={filter.location} onChange={set("location")} />
          </Grid>
        </Grid>
        {internships.loading && !visible.length && !internships.previousData ? (
          <LoadingState text={t("common:loading")} />
        ) : (
          <>
            <ListState
              error={internships.error ? t("listings:internships.fetchFailed") : null}
              empty={!visible.length}
              emptyText={t("listings:internships.empty")}
            />
            <Grid container spacing={3}>
              {visible.map((item) => (
                <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <InternshipCard item={item} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </PageSection>
      {stories.length > 0 && (
        <PageSection title={t("listings:internships.stories")}>
          <Grid container spacing={3}>
            {stories.map((story) => (
              <Grid key={story.id} size={{ xs: 12, md: 4 }}>
                <Card sx={{ height: "100%" }}>
                  <CardContent>
                    <Typography sx={{ fontStyle: "italic" }}>“{story.text}”</Typography>
                    <Typography sx={{ mt: 1, fontWeight: 600 }}>{story.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {story.company}
                    </Typography>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </PageSection>
      )}
    </>
  );
}
