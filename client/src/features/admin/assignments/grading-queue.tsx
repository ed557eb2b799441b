// The console's Grading queue (docs/assignments.md): submissions to the staff member's courses, oldest first, with
// cursor paging through the Data Grid's own pager and an 'ungraded only' filter; a row opens the grading view.
import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, FormControlLabel, Link, Switch } from "@mui/material";
import { DataGrid, type GridColDef, type GridPaginationModel } from "@mui/x-data-grid";
import { GradingQueueDocument, type GradingRowFieldsFragment } from "../../../gql-admin/graphql.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";

const PAGE = 25;

const columnsFor = (t: TFunction, format: Formatters): GridColDef<GradingRowFieldsFragment>[] => [
  {
    field: "course",
    headerName: t("admin-assignments:columns.course"),
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.assignment.lesson.course.title,
  },
  {
    field: "assignment",
    headerName: t("admin-assignments:columns.assignment"),
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.assignment.lesson.title,
  },
  {
    field: "learner",
    headerName: t("admin-assignments:columns.learner"),
    flex: 1,
    minWidth: 120,
    valueGetter: (_value, row) => row.learner.name,
    // A link as well as the row click: the grading view is reachable from the keyboard.
    renderCell: (params) => (
      <Link component={RouterLink} to={`/admin/grading/${params.row.id}`}>
        {params.value as string}
      </Link>
    ),
  },
  {
    field: "submittedAt",
    headerName: t("admin-assignments:columns.submittedAt"),
    width: 170,
    valueFormatter: (value: string) => format.date(value, "dateTime"),
  },
  {
    field: "late",
    headerName: t("admin-assignments:columns.late"),
    width: 80,
    valueFormatter: (value: boolean) => (value ? t("admin-assignments:yes") : ""),
  },
  {
    field: "status",
    headerName: t("admin-assignments:columns.status"),
    width: 130,
    valueGetter: (_value, row) =>
      row.status === "GRADED"
        ? t("admin-assignments:gradedScore", { score: row.score ?? 0, max: row.assignment.maxScore })
        : t("admin-assignments:ungraded"),
  },
];

export function GradingQueue() {
  const { t } = useTranslation(["admin-assignments", "admin"]);
  const format = useFormat();
  const navigate = useNavigate();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const [ungradedOnly, setUngradedOnly] = useState(true);
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE });
  // The cursor each page starts after (page 0 starts at the beginning); learned as pages arrive.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const variables = { filter: { ungradedOnly }, first: PAGE, after: cursors[paging.page] ?? null };
  const { data, previousData, loading, error } = useQuery(GradingQueueDocument, { variables });
  const page = (data ?? previousData)?.gradingQueue;
  if (data?.gradingQueue.endCursor && cursors[paging.page + 1] !== data.gradingQueue.endCursor)
    setCursors((known) => Object.assign([...known], { [paging.page + 1]: data.gradingQueue.endCursor }));

  return (
    <>
      <SectionHeading title={t("admin:sections.grading")} />
      <FormControlLabel
        control={
          <Switch
            checked={ungradedOnly}
            onChange={(event) => {
              setUngradedOnly(event.target.checked);
              setCursors([null]);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
          />
        }
        label={t("admin-assignments:ungradedOnly")}
      />
      {error && (
        <Alert severity="error" sx={{ my: 2 }}>
          {loadErrorMessage(error)}
        </Alert>
      )}
      <DataGrid
        label={t("admin:sections.grading")}
        rows={page?.items ?? []}
        columns={columns}
        loading={loading}
        rowCount={page?.total ?? 0}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[PAGE]}
        onRowClick={(params) => void navigate(`/admin/grading/${params.id}`)}
        disableRowSelectionOnClick
        disableColumnMenu
        disableVirtualization
        sx={{ bgcolor: "background.paper", mt: 1, "& .MuiDataGrid-row": { cursor: "pointer" } }}
      />
    </>
  );
}
