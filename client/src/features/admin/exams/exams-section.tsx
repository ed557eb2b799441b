import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminCreateExamDocument,
  AdminDeleteExamDocument,
  AdminExamsDocument,
  AdminSetExamPublishedDocument,
  AdminUpdateExamDocument,
  type AdminExamFragment,
} from "../../../gql-admin/graphql.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { ListingSection, type ListingTexts } from "../listings-kit/listing-section.tsx";
import { examFieldMapping, examFields, examInput, examModeLabels, examValues } from "./exam-fields.ts";
import { ExamRegistrationsDialog } from "./exam-registrations-dialog.tsx";

const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminExamFragment>[] => [
  { field: "title", headerName: t("admin-listings:fields.title"), flex: 2, minWidth: 200 },
  { field: "category", headerName: t("admin-listings:fields.category"), width: 130 },
  {
    field: "mode",
    headerName: t("admin-listings:exams.mode"),
    width: 90,
    valueFormatter: (mode: string) => {
      const key = examModeLabels[mode];
      return key ? t(key) : mode;
    },
  },
  {
    field: "examDate",
    headerName: t("admin-listings:fields.date"),
    width: 180,
    type: "dateTime",
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value, "dateTime"),
  },
  {
    field: "currentParticipants",
    headerName: t("admin-listings:exams.registered"),
    type: "number",
    width: 110,
    valueFormatter: (value: number) => format.number(value),
  },
  {
    field: "maxParticipants",
    headerName: t("admin-listings:exams.seats"),
    type: "number",
    width: 90,
    valueFormatter: (value: number) => format.number(value),
  },
];

const texts: ListingTexts = {
  heading: "admin:sections.exams",
  new: "admin-listings:exams.new",
  edit: "admin-listings:exams.edit",
  saved: "admin-listings:exams.saved",
  saveFailed: "admin-listings:exams.saveFailed",
  published: "admin-listings:exams.published",
  unpublished: "admin-listings:exams.unpublished",
  publishFailed: "admin-listings:exams.publishFailed",
  deleted: "admin-listings:exams.deleted",
  deleteFailed: "admin-listings:exams.deleteFailed",
  deleteTitle: "admin-listings:exams.deleteTitle",
};

export function ExamsSection() {
  const { t } = useTranslation("admin-listings");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const { data, loading, error } = useQuery(AdminExamsDocument);
  const [create] = useMutation(AdminCreateExamDocument, {
    update: (cache, { data: created }) => prependToList(cache, "staffExams", created?.createExam),
  });
  const [update] = useMutation(AdminUpdateExamDocument);
  const [setPublished] = useMutation(AdminSetExamPublishedDocument);
  const [remove] = useMutation(AdminDeleteExamDocument);
  const [showing, setShowing] = useState<AdminExamFragment | null>(null);

  return (
    <ListingSection
      texts={texts}
      rows={data?.staffExams ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(exam) => exam.title}
      specs={examFields}
      valuesOf={examValues}
      fieldMapping={examFieldMapping}
      save={(values, id) =>
        id
          ? update({ variables: { id, input: examInput(values) } })
          : create({ variables: { input: examInput(values) } })
      }
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Exam", id) })}
      extraActions={(exam) => (
        <Button
          size="small"
          onClick={() => setShowing(exam)}
          aria-label={t("admin-listings:exams.registrationsFor", { title: exam.title })}
        >
          {t("admin-listings:exams.registrations")}
        </Button>
      )}
    >
      {showing && <ExamRegistrationsDialog exam={showing} onClose={() => setShowing(null)} />}
    </ListingSection>
  );
}
