import { useMutation, useQuery } from "@apollo/client/react";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminCreateInternshipDocument,
  AdminDeleteInternshipDocument,
  AdminInternshipsDocument,
  AdminSetInternshipPublishedDocument,
  AdminUpdateInternshipDocument,
  type AdminInternshipFragment,
} from "../../../gql-admin/graphql.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { formatDay } from "../listings-kit/dates.ts";
import { ListingSection } from "../listings-kit/listing-section.tsx";
import { internshipFields, internshipInput, internshipValues } from "./internship-fields.ts";

const columns: GridColDef<AdminInternshipFragment>[] = [
  { field: "title", headerName: "Title", flex: 2, minWidth: 200 },
  { field: "company", headerName: "Company", width: 160 },
  { field: "type", headerName: "Type", width: 100 },
  { field: "location", headerName: "Location", width: 140 },
  { field: "deadline", headerName: "Deadline", width: 130, type: "date", valueGetter: (value: string) => new Date(value), valueFormatter: (value: Date) => formatDay(value.toISOString()) },
];

export function InternshipsSection() {
  const { data, loading, error } = useQuery(AdminInternshipsDocument);
  const [create] = useMutation(AdminCreateInternshipDocument, { update: (cache, { data: created }) => prependToList(cache, "staffInternships", created?.createInternship) });
  const [update] = useMutation(AdminUpdateInternshipDocument);
  const [setPublished] = useMutation(AdminSetInternshipPublishedDocument);
  const [remove] = useMutation(AdminDeleteInternshipDocument);

  return (
    <ListingSection
      heading="Internships"
      noun="Internship"
      rows={data?.staffInternships ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(item) => `${item.title} at ${item.company}`}
      specs={internshipFields}
      valuesOf={internshipValues}
      save={(values, id) => (id ? update({ variables: { id, input: internshipInput(values) } }) : create({ variables: { input: internshipInput(values) } }))}
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Internship", id) })}
    />
  );
}
