import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
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
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { ListingSection, type ListingTexts } from "../listings-kit/listing-section.tsx";
import { internshipFields, internshipInput, internshipValues } from "./internship-fields.ts";

// The deadline is a calendar day stored as midnight UTC.
const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminInternshipFragment>[] => [
  { field: "title", headerName: t("admin-listings:fields.title"), flex: 2, minWidth: 200 },
  { field: "company", headerName: t("admin-listings:fields.company"), width: 160 },
  { field: "type", headerName: t("admin-listings:internships.type"), width: 100 },
  { field: "location", headerName: t("admin-listings:fields.location"), width: 140 },
  {
    field: "deadline",
    headerName: t("admin-listings:internships.deadline"),
    width: 130,
    type: "date",
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value, "short", { utc: true }),
  },
];

const texts: ListingTexts = {
  heading: "admin:sections.internships",
  new: "admin-listings:internships.new",
  edit: "admin-listings:internships.edit",
  saved: "admin-listings:internships.saved",
  saveFailed: "admin-listings:internships.saveFailed",
  published: "admin-listings:internships.published",
  unpublished: "admin-listings:internships.unpublished",
  publishFailed: "admin-listings:internships.publishFailed",
  deleted: "admin-listings:internships.deleted",
  deleteFailed: "admin-listings:internships.deleteFailed",
  deleteTitle: "admin-listings:internships.deleteTitle",
};

export function InternshipsSection() {
  const { t } = useTranslation("admin-listings");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const { data, loading, error } = useQuery(AdminInternshipsDocument);
  const [create] = useMutation(AdminCreateInternshipDocument, {
    update: (cache, { data: created }) => prependToList(cache, "staffInternships", created?.createInternship),
  });
  const [update] = useMutation(AdminUpdateInternshipDocument);
  const [setPublished] = useMutation(AdminSetInternshipPublishedDocument);
  const [remove] = useMutation(AdminDeleteInternshipDocument);

  return (
    <ListingSection
      texts={texts}
      rows={data?.staffInternships ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(item) => t("admin-listings:listing.atCompany", { title: item.title, company: item.company })}
      specs={internshipFields}
      valuesOf={internshipValues}
      save={(values, id) =>
        id
          ? update({ variables: { id, input: internshipInput(values) } })
          : create({ variables: { input: internshipInput(values) } })
      }
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Internship", id) })}
    />
  );
}
