import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import { PlacementsDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { placementsMeta } from "./listing-meta.ts";
import {
  companyCounts,
  countBy,
  experienceOptions,
  filterVariables,
  placementCategories,
  salaryOptions,
  type PlacementFilter,
} from "./listing-filters.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { useDebounced } from "../../lib/use-debounced.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { ListState, PageSection, SearchField, SelectField } from "./listing-ui.tsx";
import { PlacementCard } from "./placement-card.tsx";
import { useTranslation } from "react-i18next";

const noFilter: PlacementFilter = { search: "", category: "", location: "", experience: "", salary: "" };

function CountGrid({ items, onPick }: { items: { name: string; count: number }[]; onPick?: (name: string) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Grid container spacing={2}>
      {items.map((item) => (
        <Grid key={item.name} size={{ xs: 6, md: 4, lg: 2 }}>
          <Card sx={{ height: "100%" }}>
            <CardActionArea disabled={!onPick} onClick={() => onPick?.(item.name)} sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {item.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t("listings:placement.openPositions", { count: item.count, value: format.number(item.count) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function PlacementPage() {
  const [filter, setFilter] = useState(noFilter);
  const { t } = useTranslation();
  const set = (key: keyof PlacementFilter) => (value: string) => setFilter((current) => ({ ...current, [key]: value }));
  // Counts come from every opening; the list is what the server matched (the same query while nothing is chosen).
  const everything = useQuery(PlacementsDocument, { variables: {} });
  const matching = useQuery(PlacementsDocument, { variables: filterVariables(useDebounced(filter, 300)) });
  const all = everything.data?.placements ?? [];
  const visible = (matching.data ?? matching.previousData)?.placements ?? [];
  const loading = matching.loading && !matching.data && !matching.previousData;
  const error = matching.error ?? everything.error;
  usePageMeta(placementsMeta(all, t));
  const byCategory = countBy(all, (job) => job.category);

  return (
    <>
      <PageHero title={t("listings:placement.title")} subtitle={t("listings:placement.subtitle")} />
      <PageSection title={t("listings:placement.find")}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <SearchField
              type="search"
              label={t("listings:placement.search")}
              value={filter.search}
              onChange={set("search")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <SelectField
              label={t("listings:placement.category")}
              allLabel={t("listings:placement.allCategories")}
              options={placementCategories}
              value={filter.category}
              onChange={set("category")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <SearchField label={t("listings:locationLabel")} value={filter.location} onChange={set("location")} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <SelectField
              label={t("listings:placement.experience")}
              allLabel={t("listings:placement.allLevels")}
              options={experienceOptions}
              value={filter.experience}
              onChange={set("experience")}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <SelectField
              label={t("listings:placement.salaryRange")}
              allLabel={t("listings:placement.anySalary")}
              options={salaryOptions}
              value={filter.salary}
              onChange={set("salary")}
            />
          </Grid>
        </Grid>
      </PageSection>
      <PageSection title={t("listings:placement.popular")}>
        <CountGrid
          items={placementCategories.map((name) => ({ name, count: byCategory.get(name) ?? 0 }))}
          onPick={set("category")}
        />
      </PageSection>
      <PageSection title={t("listings:placement.companies")}>
        <CountGrid items={companyCounts(all)} onPick={set("search")} />
      </PageSection>
      <PageSection title={t("listings:placement.latest")}>
        {loading ? (
          <LoadingState text={t("common:loading")} />
        ) : (
          <>
            <ListState
              error={error ? t("listings:placement.fetchFailed") : null}
              empty={!visible.length}
              emptyText={t("listings:placement.empty")}
            />
            <Grid container spacing={3}>
              {visible.map((job) => (
                <Grid key={job.id} size={{ xs: 12, md: 6 }}>
                  <PlacementCard job={job} />
                </Grid>
              ))}
            </Grid>
          </>
        )}
      </PageSection>
    </>
  );
}
