// The console's Mock tests section (docs/mock-tests.md): admins every test, instructors their own courses' tests.
// Questions come in by CSV import (csv-import-dialog.tsx) or one at a time, or a blueprint draws them from the practice
// bank (blueprint-dialog.tsx); publishing needs at least one.
import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminCreateMockTestDocument,
  AdminDeleteMockTestDocument,
  AdminMockTestCoursesDocument,
  AdminMockTestsDocument,
  AdminSetMockTestPublishedDocument,
  AdminUpdateMockTestDocument,
  type AdminMockTestFragment,
} from "../../../gql-admin/graphql.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { ListingSection, type ListingTexts } from "../listings-kit/listing-section.tsx";
import { CsvImportDialog } from "./csv-import-dialog.tsx";
import { QuestionsDialog } from "./questions-dialog.tsx";
import { BlueprintDialog } from "./blueprint-dialog.tsx";
import { mockTestFields, mockTestInput, mockTestValues } from "./mock-test-fields.ts";

const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminMockTestFragment>[] => [
  { field: "title", headerName: t("admin-mock-tests:fields.title"), flex: 2, minWidth: 200 },
  {
    field: "questionCount",
    headerName: t("admin-mock-tests:columns.questions"),
    type: "number",
    width: 100,
    valueFormatter: (value: number) => format.number(value),
  },
  {
    field: "durationMinutes",
    headerName: t("admin-mock-tests:columns.minutes"),
    type: "number",
    width: 90,
    valueFormatter: (value: number) => format.number(value),
  },
  {
    field: "attemptCount",
    headerName: t("admin-mock-tests:columns.attempts"),
    type: "number",
    width: 100,
    valueFormatter: (value: number) => format.number(value),
  },
];

const texts: ListingTexts = {
  heading: "admin:sections.mockTests",
  new: "admin-mock-tests:new",
  edit: "admin-mock-tests:edit",
  saved: "admin-mock-tests:saved",
  saveFailed: "admin-mock-tests:saveFailed",
  published: "admin-mock-tests:published",
  unpublished: "admin-mock-tests:unpublished",
  publishFailed: "admin-mock-tests:publishFailed",
  deleted: "admin-mock-tests:deleted",
  deleteFailed: "admin-mock-tests:deleteFailed",
  deleteTitle: "admin-mock-tests:deleteTitle",
};

export function MockTestsSection() {
  const { t } = useTranslation(["admin-mock-tests", "admin"]);
  const format = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const { data, loading, error, refetch } = useQuery(AdminMockTestsDocument);
  const courses = useQuery(AdminMockTestCoursesDocument);
  const specs = useMemo(() => mockTestFields(courses.data?.staffCourses ?? []), [courses.data]);
  const [create] = useMutation(AdminCreateMockTestDocument, {
    update: (cache, { data: created }) => prependToList(cache, "staffMockTests", created?.createMockTest),
  });
  const [update] = useMutation(AdminUpdateMockTestDocument);
  const [setPublished] = useMutation(AdminSetMockTestPublishedDocument);
  const [remove] = useMutation(AdminDeleteMockTestDocument);
  const [importing, setImporting] = useState<AdminMockTestFragment | null>(null);
  const [editingQuestions, setEditingQuestions] = useState<AdminMockTestFragment | null>(null);
  const [editingBlueprint, setEditingBlueprint] = useState<AdminMockTestFragment | null>(null);

  return (
    <ListingSection
      texts={texts}
      rows={data?.staffMockTests ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(test) => test.title}
      specs={specs}
      valuesOf={mockTestValues}
      save={(values, id) =>
        id
          ? update({ variables: { id, input: mockTestInput(values) } })
          : create({ variables: { input: mockTestInput(values) } })
      }
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "StaffMockTest", id) })}
      extraActions={(test) => (
        <>
          <Button
            size="small"
            onClick={() => setEditingQuestions(test)}
            aria-label={t("admin-mock-tests:questions.openFor", { title: test.title })}
          >
            {t("admin-mock-tests:questions.open")}
          </Button>
          <Button
            size="small"
            onClick={() => setEditingBlueprint(test)}
            aria-label={t("admin-mock-tests:blueprint.openFor", { title: test.title })}
          >
            {t("admin-mock-tests:blueprint.open")}
          </Button>
          <Button
            size="small"
            onClick={() => setImporting(test)}
            aria-label={t("admin-mock-tests:import.openFor", { title: test.title })}
          >
            {t("admin-mock-tests:import.open")}
          </Button>
        </>
      )}
    >
      {importing && (
        <CsvImportDialog
          test={importing}
          onClose={() => setImporting(null)}
          onImported={(count) => {
            enqueueSnackbar(t("admin-mock-tests:import.imported", { count }), { variant: "success" });
            void refetch();
          }}
        />
      )}
      {editingQuestions && (
        <QuestionsDialog
          test={editingQuestions}
          onClose={() => {
            setEditingQuestions(null);
            void refetch();
          }}
        />
      )}
      {editingBlueprint && (
        <BlueprintDialog
          test={editingBlueprint}
          onClose={() => {
            setEditingBlueprint(null);
            void refetch();
          }}
        />
      )}
    </ListingSection>
  );
}
