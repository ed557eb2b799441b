import { useMutation, useQuery } from "@apollo/client/react";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminCreatePlacementDocument,
  AdminDeletePlacementDocument,
  AdminPlacementsDocument,
  AdminSetPlacementPublishedDocument,
  AdminUpdatePlacementDocument,
  type AdminPlacementFragment,
} from "../../../gql-admin/graphql.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { formatDay } from "../listings-kit/dates.ts";
import { ListingSection } from "../listings-kit/listing-section.tsx";
import { placementFields, placementInput, placementValues } from "./placement-fields.ts";

const columns: GridColDef<AdminPlacementFragment>[] = [
  { field: "title", headerName: "Title", flex: 2, minWidth: 200 },
  { field: "company", headerName: "Company", width: 170 },
  { field: "category", headerName: "Category", width: 130 },
  { field: "experience", headerName: "Experience", width: 110 },
  { field: "salary", headerName: "Salary", width: 170 },
  { field: "postedDate", headerName: "Posted", width: 130, type: "date", valueGetter: (value: string) => new Date(value), valueFormatter: (value: Date) => formatDay(value.toISOString()) },
];

// The salary is one text on the server; the form edits its range and details apart, and its errors go on the range.
const fieldMapping = { aliases: { salary: "salaryRange" } };

export function PlacementsSection() {
  const { data, loading, error } = useQuery(AdminPlacementsDocument);
  const [create] = useMutation(AdminCreatePlacementDocument, { update: (cache, { data: created }) => prependToList(cache, "staffPlacements", created?.createPlacement) });
  const [update] = useMutation(AdminUpdatePlacementDocument);
  const [setPublished] = useMutation(AdminSetPlacementPublishedDocument);
  const [remove] = useMutation(AdminDeletePlacementDocument);

  return (
    <ListingSection
      heading="Placements"
      noun="Placement"
      rows={data?.staffPlacements ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(job) => `${job.title} at ${job.company}`}
      specs={placementFields}
      valuesOf={placementValues}
      fieldMapping={fieldMapping}
      save={(values, id) => (id ? update({ variables: { id, input: placementInput(values) } }) : create({ variables: { input: placementInput(values) } }))}
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Placement", id) })}
    />
  );
}
