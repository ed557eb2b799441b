import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Button, Chip, Stack } from "@mui/material";
import { DataGrid, type GridColDef } from "@mui/x-data-grid";

export interface ListingRow {
  id: string;
  published: boolean;
}

interface ListingGridProps<Row extends ListingRow> {
  label: string;
  rows: readonly Row[];
  columns: GridColDef<Row>[];
  loading: boolean;
  rowLabel: (row: Row) => string;
  onEdit: (row: Row) => void;
  onTogglePublished: (row: Row) => void;
  onDelete: (row: Row) => void;
  extraActions?: (row: Row) => ReactNode;
}

const statusKey = (published: boolean) =>
  published ? "admin-listings:listing.published" : "admin-listings:listing.unpublished";

export const statusColumn = <Row extends ListingRow>(t: TFunction): GridColDef<Row> => ({
  field: "published",
  headerName: t("admin-listings:listing.status"),
  width: 120,
  valueGetter: (published: boolean) => t(statusKey(published)),
  renderCell: ({ row }) => (
    <Chip
      size="small"
      label={t(statusKey(row.published))}
      color={row.published ? "success" : "default"}
      variant="outlined"
    />
  ),
});

/** Sortable table with a quick filter; each row's buttons name the row, so screen readers tell them apart. */
export function ListingGrid<Row extends ListingRow>({
  label,
  rows,
  columns,
  loading,
  rowLabel,
  onEdit,
  onTogglePublished,
  onDelete,
  extraActions,
}: ListingGridProps<Row>) {
  const { t } = useTranslation("admin-listings");
  const actions: GridColDef<Row> = {
    field: "actions",
    headerName: t("admin-listings:listing.actions"),
    sortable: false,
    filterable: false,
    width: extraActions ? 380 : 270,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", height: "100%" }}>
        <Button
          size="small"
          onClick={() => onEdit(row)}
          aria-label={t("admin-listings:listing.editLabel", { label: rowLabel(row) })}
        >
          {t("admin-listings:listing.edit")}
        </Button>
        <Button
          size="small"
          onClick={() => onTogglePublished(row)}
          aria-label={t(
            row.published ? "admin-listings:listing.unpublishLabel" : "admin-listings:listing.publishLabel",
            { label: rowLabel(row) },
          )}
        >
          {t(row.published ? "admin-listings:listing.unpublish" : "admin-listings:listing.publish")}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => onDelete(row)}
          aria-label={t("admin-listings:listing.deleteLabel", { label: rowLabel(row) })}
        >
          {t("admin-listings:listing.delete")}
        </Button>
        {extraActions?.(row)}
      </Stack>
    ),
  };
  return (
    <DataGrid
      label={label}
      rows={rows}
      // Status and actions follow the first (naming) column, so they stay in view on narrow screens.
      columns={[...columns.slice(0, 1), statusColumn<Row>(t), actions, ...columns.slice(1)]}
      loading={loading}
      showToolbar
      disableRowSelectionOnClick
      // Pages hold at most 50 rows; rendering every cell keeps each row's buttons in the DOM for assistive tech (and jsdom).
      disableVirtualization
      pageSizeOptions={[10, 25, 50]}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      sx={{ bgcolor: "background.paper" }}
    />
  );
}
