import { useMemo } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Box, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { AdminAuditLogDocument, type AdminAuditLogQuery } from "../../../gql-admin/graphql.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { PagedGrid, usePaging } from "../paged-grid/paged-grid.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { fieldChanges } from "./audit-changes.ts";
import { AuditFilters } from "./audit-filters.tsx";

type Entry = AdminAuditLogQuery["auditLog"]["items"][number];

const columnsFor = (t: TFunction, format: Formatters): GridColDef<Entry>[] => [
  {
    field: "createdAt",
    headerName: t("admin-people:audit.columns.when"),
    width: 170,
    sortable: false,
    valueFormatter: (value: string) => format.date(value, "dateTime"),
  },
  {
    field: "actor",
    headerName: t("admin-people:audit.columns.who"),
    width: 180,
    sortable: false,
    valueGetter: (_value, row) => row.actor?.name || row.actorEmail || t("admin-people:audit.deletedAccount"),
  },
  { field: "action", headerName: t("admin-people:audit.columns.action"), width: 100, sortable: false },
  { field: "entity", headerName: t("admin-people:audit.columns.entity"), width: 120, sortable: false },
  { field: "entityId", headerName: t("admin-people:audit.columns.entityId"), width: 140, sortable: false },
  {
    field: "changes",
    headerName: t("admin-people:audit.columns.changes"),
    flex: 1,
    minWidth: 280,
    sortable: false,
    renderCell: ({ row }) => (
      <Box component="ul" sx={{ m: 0, py: 1, pl: 2, fontSize: "0.8125rem", wordBreak: "break-word" }}>
        {fieldChanges(row.changes, t).map((change) => (
          <li key={change.field}>
            <strong>{change.field}</strong>: {change.before} → {change.after}
          </li>
        ))}
      </Box>
    ),
  },
];

/** Every staff write, newest first, filtered by author and entity (kept in the address, so a view can be shared). */
export function AuditPage() {
  const { t } = useTranslation(["admin-people", "admin"]);
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const [params, setParams] = useSearchParams();
  const actorId = params.get("actor") ?? "";
  const entity = params.get("entity") ?? "";
  const paging = usePaging(50);
  const variables = { actorId: actorId || null, entity: entity || null, limit: paging.limit, offset: paging.offset };
  const { data, previousData, loading, error } = useQuery(AdminAuditLogDocument, { variables });
  const page = (data ?? previousData)?.auditLog;

  const filter = (change: { actorId?: string; entity?: string }) => {
    const next = { actor: change.actorId ?? actorId, entity: change.entity ?? entity };
    paging.firstPage(() =>
      setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true }),
    );
  };

  return (
    <>
      <SectionHeading title={t("admin:sections.audit")} />
      <AuditFilters actorId={actorId} entity={entity} onChange={filter} />
      <PagedGrid
        label={t("admin:sections.audit")}
        columns={columns}
        paging={paging}
        result={page}
        loading={loading}
        error={error}
        summary={
          page && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t("admin-people:audit.entries", { count: page.total, total: format.number(page.total) })}
            </Typography>
          )
        }
        pageSizeOptions={[25, 50, 100]}
        getRowHeight={() => "auto"}
        disableColumnMenu
      />
    </>
  );
}
