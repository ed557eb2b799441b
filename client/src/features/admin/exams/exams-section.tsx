import { useState } from "react";
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
import { evictObject, prependToList } from "../listings-kit/cache-updates.ts";
import { formatDateTime } from "../listings-kit/dates.ts";
import { ListingSection } from "../listings-kit/listing-section.tsx";
import { examFieldMapping, examFields, examInput, examValues } from "./exam-fields.ts";
import { ExamRegistrationsDialog } from "./exam-registrations-dialog.tsx";

const columns: GridColDef<AdminExamFragment>[] = [
  { field: "title", headerName: "Title", flex: 2, minWidth: 200 },
  { field: "category", headerName: "Category", width: 130 },
  { field: "mode", headerName: "Mode", width: 90 },
  { field: "examDate", headerName: "Date", width: 180, type: "dateTime", valueGetter: (value: string) => new Date(value), valueFormatter: (value: Date) => formatDateTime(value.toISOString()) },
  { field: "currentParticipants", headerName: "Registered", type: "number", width: 110 },
  { field: "maxParticipants", headerName: "Seats", type: "number", width: 90 },
];

export function ExamsSection() {
  const { data, loading, error } = useQuery(AdminExamsDocument);
  const [create] = useMutation(AdminCreateExamDocument, { update: (cache, { data: created }) => prependToList(cache, "staffExams", created?.createExam) });
  const [update] = useMutation(AdminUpdateExamDocument);
  const [setPublished] = useMutation(AdminSetExamPublishedDocument);
  const [remove] = useMutation(AdminDeleteExamDocument);
  const [showing, setShowing] = useState<AdminExamFragment | null>(null);

  return (
    <ListingSection
      heading="Exams"
      noun="Exam"
      rows={data?.staffExams ?? []}
      loading={loading}
      loadError={error}
      columns={columns}
      rowLabel={(exam) => exam.title}
      specs={examFields}
      valuesOf={examValues}
      fieldMapping={examFieldMapping}
      save={(values, id) => (id ? update({ variables: { id, input: examInput(values) } }) : create({ variables: { input: examInput(values) } }))}
      setPublished={(id, published) => setPublished({ variables: { id, published } })}
      remove={(id) => remove({ variables: { id }, update: (cache) => evictObject(cache, "Exam", id) })}
      extraActions={(exam) => <Button size="small" onClick={() => setShowing(exam)} aria-label={`Registrations for ${exam.title}`}>Registrations</Button>}
    >
      {showing && <ExamRegistrationsDialog exam={showing} onClose={() => setShowing(null)} />}
    </ListingSection>
  );
}
