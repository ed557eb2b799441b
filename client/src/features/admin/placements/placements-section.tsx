import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { ListingSection, type ListingTexts } from "../listings-kit/listing-section.tsx";
import { placementFields, placementInput, placementValues } from "./placement-fields.ts";

// The posted date is a calendar day stored as midnight UTC.
const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminPlacementFragment>[] => [
  { field: "title", headerName: t("admin-listings:fields.title"), flex: 2, minWidth: 200 },
  { field: "company", headerName: t("admin-listings:fields.company"), width: 170 },
  { field: "category", headerName: t("admin-listings:fields.category"), width: 130 },
  { field: "experience", headerName: t("admin-listings:placements.experience"), width: 110 },
  { field: "salary", headerName: t("admin-listings:placements.salary"), width: 170 },
  {
    field: "postedDate",
    headerName: t("admin-listings:placements.posted"),
    width: 130,
    type: "date",
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value, "short", { utc: true }),
  },
];

const texts: ListingTexts = {
  heading: "admin:sections.placements",
  new: "admin-listings:placements.new",
  edit: "admin-listings:placements.edit",
  saved: "admin-listings:placements.saved",
  saveFailed: "admin-listings:placements.saveFailed",
  published: "admin-listings:placements.published",
  unpublished: "admin-listings:placements.unpublished",
  publishFailed: "admin-listings:placements.publishFailed",
  deleted: "admin-listings:placements.deleted",
  deleteFailed: "admin-listings:placements.deleteFailed",
  deleteTitle: "admin-listings:placements.deleteTitle",
};

// The salary is one text on the server; the form edits its range and details apart, and its errors go on the range.
const fieldMapping = { aliases: { salary: "salaryRange" } };

export function PlacementsSection() {
  const { t } = useTranslation("admin-listings");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const { data, loading, error } = useQuery(AdminPlacementsDocument);
  const [create] = useMutation(AdminCreatePlacementDocument, {
    update: (cache, { data: created }) => prependToList(cache, "staffPlacements", created?.createPlacement),
  });
  const [update] = useMutation(AdminUpdatePlacementDocument);
  const [setPublished] = useMutation(AdminSetPlacementPublishedDocument);
  const [remove] = useMutation(AdminDeletePlacementDocument);

  return (
    <ListingSection
      texts={texts}
      rows={data?.staffPlacements ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(job) => t("admin-listings:listing.atCompany", { title: job.title, company: job.company })}
      specs={placementFields}
      valuesOf={placementValues}
      fieldMapping={fieldMapping}
      save={(values, id) =>
        id
          ? update({ variables: { id, input: placementInput(values) } })
          : create({ variables: { input: placementInput(values) } })
      }
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Placement", id) })}
    />
  );
}
