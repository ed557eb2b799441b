// The console's one server-paged data grid (users, audit log, orders): the page lives in state, a filter change goes
// back to the first page, the previous page stays on screen while the next loads, and a failed load says why
// above the grid in the staff member's language.
import { useCallback, useState, type ReactNode } from "react";
import { Alert } from "@mui/material";
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
