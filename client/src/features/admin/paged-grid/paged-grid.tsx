// The console's one server-paged data grid (users, audit log, orders) and its filter row: the page lives in state, a filter change goes
// back to the first page, the previous page stays on screen while the next loads, and a failed load says why
// above the grid in the staff member's language.
import { useCallback, useState, type ReactNode } from "react";
import { Alert, MenuItem, Stack, TextField } from "@mui/material";
import { DataGrid, type DataGridProps, type GridPaginationModel, type GridValidRowModel } from "@mui/x-data-grid";
import { loadErrorMessage } from "../../../lib/errors.ts";

export interface Paging {
  model: GridPaginationModel;
  setModel: (model: GridPaginationModel) => void;
  /** Runs a filter change and goes back to the first page. */
  firstPage: (change: () => void) => void;
  /** The page as the server's list arguments. */
  limit: number;
  offset: number;
}

export function usePaging(pageSize: number): Paging {
  const [model, setModel] = useState<GridPaginationModel>({ page: 0, pageSize });
  const firstPage = useCallback((change: () => void) => {
    change();
    setModel((current) => ({ ...current, page: 0 }));
  }, []);
  return { model, setModel, firstPage, limit: model.pageSize, offset: model.page * model.pageSize };
}

type OwnProps = "rows" | "rowCount" | "loading" | "paginationMode" | "paginationModel" | "onPaginationModelChange";

export interface PagedGridProps<Row extends GridValidRowModel> extends Omit<DataGridProps<Row>, OwnProps> {
  paging: Paging;
  /** The server's page: this page's rows and the total over every page. */
  result: { items: Row[]; total: number } | undefined;
  loading: boolean;
  error?: unknown;
  /** Shown between a load error and the grid, e.g. the number of entries. */
  summary?: ReactNode;
}

export function PagedGrid<Row extends GridValidRowModel>(props: PagedGridProps<Row>) {
  const { paging, result, loading, error, summary, ...grid } = props;
  return (
    <>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadErrorMessage(error)}
        </Alert>
      ) : null}
      {summary}
      <DataGrid
        rows={result?.items ?? []}
        rowCount={result?.total ?? 0}
        loading={loading}
        paginationMode="server"
        paginationModel={paging.model}
        onPaginationModelChange={paging.setModel}
        pageSizeOptions={[25, 50]}
        disableRowSelectionOnClick
        disableVirtualization
        sx={{ bgcolor: "background.paper" }}
        {...grid}
      />
    </>
  );
}

export interface GridFilterProps<Option extends string> {
  search: { label: string; value: string; onChange: (value: string) => void };
  /** One menu of options above the grid, with "" as its first entry meaning any. */
  select: {
    label: string;
    value: Option | "";
    onChange: (value: Option | "") => void;
    options: readonly Option[];
    optionLabel: (option: Option) => string;
    anyLabel: string;
    minWidth: number;
  };
}

/** The grids' filter row: a search box and one menu side by side, stacked on a phone. */
export function GridFilters<Option extends string>({ search, select }: GridFilterProps<Option>) {
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        type="search"
        label={search.label}
        value={search.value}
        onChange={(event) => search.onChange(event.target.value)}
        sx={{ flexGrow: 1 }}
      />
      <TextField
        select
        label={select.label}
        value={select.value}
        onChange={(event) => select.onChange(event.target.value as Option | "")}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: select.minWidth }}
      >
        <MenuItem value="">{select.anyLabel}</MenuItem>
        {select.options.map((option) => (
          <MenuItem key={option} value={option}>
            {select.optionLabel(option)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
