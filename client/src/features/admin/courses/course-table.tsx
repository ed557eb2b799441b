import { Link as RouterLink } from "react-router";
import { Chip, Link } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";
import type { StaffCourseRowFragment } from "../../../gql-admin/graphql.ts";
import { courseStatus, statusColor } from "./course-status.ts";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" });

const columns: GridColDef<StaffCourseRowFragment>[] = [
  {
    field: "title",
    headerName: "Title",
    flex: 2,
    minWidth: 200,
    renderCell: ({ row, tabIndex }) => (
      <Link component={RouterLink} to={`/admin/courses/${row.id}`} tabIndex={tabIndex}>{row.title}</Link>
    ),
  },
  {
    field: "status",
    headerName: "Status",
    width: 120,
    valueGetter: (_value, row) => courseStatus(row),
    renderCell: ({ value }) => <Chip size="small" label={value as string} color={statusColor[value as keyof typeof statusColor]} variant="outlined" />,
  },
  { field: "categories", headerName: "Categories", flex: 1, minWidth: 160, valueGetter: (_value, row) => row.categories.join(", ") },
  { field: "lessonCount", headerName: "Lessons", type: "number", width: 100 },
  { field: "enrollmentCount", headerName: "Enrollments", type: "number", width: 120 },
  {
    field: "updatedAt",
    headerName: "Updated",
    type: "dateTime",
    width: 140,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];

/** Sortable by every column (click or Enter on a header); arrow keys move between cells, Enter follows the title link. */
export function CourseTable({ rows, search, loading }: { rows: StaffCourseRowFragment[]; search: string; loading: boolean }) {
  return (
    <DataGrid
      label="Courses"
      rows={rows}
      columns={columns}
      loading={loading}
      filterModel={{ items: [], quickFilterValues: search.trim() ? search.trim().split(/\s+/) : [] }}
      initialState={{ sorting: { sortModel: [{ field: "updatedAt", sort: "desc" }] }, pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[25, 50, 100]}
      disableRowSelectionOnClick
      disableColumnFilter
      autoHeight
      localeText={{ noRowsLabel: "No courses yet." }}
    />
  );
}
