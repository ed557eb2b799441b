import { Link as RouterLink } from "react-router";
import { Chip, Link } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import type { StaffCourseRowFragment } from "../../../gql-admin/graphql.ts";
import { courseStatus, statusColor, statusLabel, type CourseStatusLabel } from "./course-status.ts";
import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Formatters } from "../../../i18n/format.ts";
import { useFormat } from "../../../i18n/use-format.ts";

const columnsFor = (t: TFunction, format: Formatters): GridColDef<StaffCourseRowFragment>[] => [
  {
    field: "title",
    headerName: t("admin:courses.title"),
    flex: 2,
    minWidth: 200,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={`/admin/courses/${row.id}`} tabIndex={tabIndex}>
        {row.title}
      </Link>
    ),
  },
  {
    field: "status",
    headerName: t("admin:courses.status"),
    width: 120,
    valueGetter: (_value, row) => courseStatus(row),
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={t(statusLabel[value as CourseStatusLabel])}
        color={statusColor[value as keyof typeof statusColor]}
        variant="outlined"
      />
    ),
  },
  {
    field: "categories",
    headerName: t("courses:detail.categories"),
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.categories.join(", "),
  },
  { field: "lessonCount", headerName: t("admin:courses.lessons"), type: "number", width: 100 },
  { field: "enrollmentCount", headerName: t("admin:dashboard.enrollments"), type: "number", width: 120 },
  {
    field: "updatedAt",
    headerName: t("admin:courses.updated"),
    type: "dateTime",
    width: 140,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value),
  },
];

/** Sortable by every column (click or Enter on a header); arrow keys move between cells, Enter follows the title link. */
export function CourseTable({
  rows,
  search,
  loading,
}: {
  rows: StaffCourseRowFragment[];
  search: string;
  loading: boolean;
}) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  return (
    <DataGrid
      label={t("admin:sections.courses")}
      rows={rows}
      columns={columns}
      loading={loading}
      filterModel={{ items: [], quickFilterValues: search.trim() ? search.trim().split(/\s+/) : [] }}
      initialState={{
        sorting: { sortModel: [{ field: "updatedAt", sort: "desc" }] },
        pagination: { paginationModel: { pageSize: 25 } },
      }}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      disableColumnFilter
      autoHeight
      localeText={{ noRowsLabel: t("admin:courses.none") }}
    />
  );
}
