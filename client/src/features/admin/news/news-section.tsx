import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { ListingSection, type ListingTexts } from "../listings-kit/listing-section.tsx";
import { newsFields, newsInput, newsValues } from "./news-fields.ts";

const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminNewsItemFragment>[] => [
  { field: "title", headerName: t("admin-listings:fields.title"), flex: 2, minWidth: 220 },
  { field: "category", headerName: t("admin-listings:fields.category"), width: 140 },
  { field: "source", headerName: t("admin-listings:news.source"), width: 160 },
  {
    field: "publishedAt",
    headerName: t("admin-listings:fields.date"),
    width: 180,
    type: "dateTime",
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value, "dateTime"),
  },
];

const texts: ListingTexts = {
  heading: "admin:sections.news",
  new: "admin-listings:news.new",
  edit: "admin-listings:news.edit",
  saved: "admin-listings:news.saved",
  saveFailed: "admin-listings:news.saveFailed",
  published: "admin-listings:news.published",
  unpublished: "admin-listings:news.unpublished",
  publishFailed: "admin-listings:news.publishFailed",
  deleted: "admin-listings:news.deleted",
  deleteFailed: "admin-listings:news.deleteFailed",
  deleteTitle: "admin-listings:news.deleteTitle",
};

export function NewsSection() {
  const { t } = useTranslation("admin-listings");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const { data, loading, error } = useQuery(AdminNewsDocument);
  const [create] = useMutation(AdminCreateNewsItemDocument, {
    update: (cache, { data: created }) => prependToList(cache, "staffNews", created?.createNewsItem),
  });
  const [update] = useMutation(AdminUpdateNewsItemDocument);
  const [setPublished] = useMutation(AdminSetNewsItemPublishedDocument);
  const [remove] = useMutation(AdminDeleteNewsItemDocument);

  return (
    <ListingSection
      texts={texts}
      rows={data?.staffNews ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(item) => item.title}
      specs={newsFields}
      valuesOf={newsValues}
      save={(values, id) =>
        id
          ? update({ variables: { id, input: newsInput(values) } })
          : create({ variables: { input: newsInput(values) } })
      }
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "NewsItem", id) })}
    />
  );
}
