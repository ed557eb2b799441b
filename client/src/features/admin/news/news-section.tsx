import { useMutation, useQuery } from "@apollo/client/react";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminCreateNewsItemDocument,
  AdminDeleteNewsItemDocument,
  AdminNewsDocument,
  AdminSetNewsItemPublishedDocument,
  AdminUpdateNewsItemDocument,
  type AdminNewsItemFragment,
} from "../../../gql-admin/graphql.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { formatDateTime } from "../listings-kit/dates.ts";
import { ListingSection } from "../listings-kit/listing-section.tsx";
import { newsFields, newsInput, newsValues } from "./news-fields.ts";

const columns: GridColDef<AdminNewsItemFragment>[] = [
  { field: "title", headerName: "Title", flex: 2, minWidth: 220 },
  { field: "category", headerName: "Category", width: 140 },
  { field: "source", headerName: "Source", width: 160 },
  { field: "publishedAt", headerName: "Date", width: 180, type: "dateTime", valueGetter: (value: string) => new Date(value), valueFormatter: (value: Date) => formatDateTime(value.toISOString()) },
];

export function NewsSection() {
  const { data, loading, error } = useQuery(AdminNewsDocument);
  const [create] = useMutation(AdminCreateNewsItemDocument, { update: (cache, { data: created }) => prependToList(cache, "staffNews", created?.createNewsItem) });
  const [update] = useMutation(AdminUpdateNewsItemDocument);
  const [setPublished] = useMutation(AdminSetNewsItemPublishedDocument);
  const [remove] = useMutation(AdminDeleteNewsItemDocument);

  return (
    <ListingSection
      heading="News"
      noun="News item"
      rows={data?.staffNews ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(item) => item.title}
      specs={newsFields}
      valuesOf={newsValues}
      save={(values, id) => (id ? update({ variables: { id, input: newsInput(values) } }) : create({ variables: { input: newsInput(values) } }))}
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "NewsItem", id) })}
    />
  );
}
