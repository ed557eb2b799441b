import { useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Typography } from "@mui/material";
import { DataGrid, type GridColDef, type GridPaginationModel } from "@mui/x-data-grid";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { formatDateTime } from "../listings-kit/dates.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { fieldChanges } from "./audit-changes.ts";
import { AuditFilters } from "./audit-filters.tsx";

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];

const columns: GridColDef<Entry>[] = [
  { field: "createdAt", headerName: "When", width: 170, sortable: false, valueFormatter: (value: string) => formatDateTime(value) },
  { field: "actor", headerName: "Who", width: 180, sortable: false, valueGetter: (_value, row) => row.actor?.name || row.actorEmail || "(deleted account)" },
  { field: "action", headerName: "Action", width: 100, sortable: false },
  { field: "entity", headerName: "Entity", width: 120, sortable: false },
  { field: "entityId", headerName: "Entity id", width: 140, sortable: false },
  {
    field: "changes",
    headerName: "Changes (before → after)",
    flex: 1,
    minWidth: 280,
    sortable: false,
    renderCell: ({ row }) => (
      <Box component="ul" sx={{ m: 0, py: 1, pl: 2, fontSize: "0.8125rem", wordBreak: "break-word" }}>
        {fieldChanges(row.changes).map((change) => (
          <li key={change.field}><strong>{change.field}</strong>: {change.before} → {change.after}</li>
        ))}
      </Box>
    ),
  },
];

/** Every staff write, newest first, filtered by author and entity (kept in the address, so a view can be shared). */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const actorId = params.get("actor") ?? "";
  const entity = params.get("entity") ?? "";
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const variables = { actorId: actorId || null, entity: entity || null, limit: paging.pageSize, offset: paging.page * paging.pageSize };
  const { data, previousData, loading, error } = useQuery(AdminAuditLogDocument, { variables });
  const page = (data ?? previousData)?.auditLog;

  const filter = (change: { actorId?: string; entity?: string }) => {
    const next = { actor: change.actorId ?? actorId, entity: change.entity ?? entity };
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true });
    setPaging((current) => ({ ...current, page: 0 }));
  };

  return (
    <>
      <SectionHeading title="Audit log" />
      <AuditFilters actorId={actorId} entity={entity} onChange={filter} />
      {error && <Alert severity="error" sx={{ mb: 2 }}>{loadErrorMessage(error)}</Alert>}
      {page && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{page.total} {page.total === 1 ? "entry" : "entries"}</Typography>}
      <DataGrid
        label="Audit log"
        rows={page?.items ?? []}
        columns={columns}
        loading={loading}
        rowCount={page?.total ?? 0}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50, 100]}
        getRowHeight={() => "auto"}
        disableRowSelectionOnClick
        disableColumnMenu
        disableVirtualization
        sx={{ bgcolor: "background.paper" }}
      />
    </>
  );
}
