import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Chip, Link } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { AdminUsersDocument, type AdminUserRowFragment, type Role } from "../../../gql-admin/graphql.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { GridFilters, PagedGrid, usePaging } from "../paged-grid/paged-grid.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { roleKeys, roles } from "./roles.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useTranslation } from "react-i18next";

const columnsFor = (t: TFunction, format: Formatters): GridColDef<AdminUserRowFragment>[] => [
  {
    field: "name",
    headerName: t("admin:users.name"),
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={`/admin/users/${row.id}`}>
        {row.name || row.email}
      </Link>
    ),
  },
  { field: "email", headerName: t("auth:fields.email"), flex: 1, minWidth: 200 },
  { field: "role", headerName: t("admin:users.role"), width: 110, valueFormatter: (role: Role) => t(roleKeys[role]) },
  {
    field: "disabled",
    headerName: t("admin:users.account"),
    width: 110,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        label={row.disabled ? t("admin:users.disabled") : t("admin:users.active")}
        color={row.disabled ? "error" : "success"}
      />
    ),
  },
  {
    field: "createdAt",
    headerName: t("admin:users.joined"),
    width: 130,
    type: "date",
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => format.date(value, "short", { utc: true }),
  },
];

/** Admins find accounts by name or email and role; the server pages the results. */
export function UsersPage() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const columns = useMemo(() => columnsFor(t, format), [t, format]);
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const paging = usePaging(25);
  const term = useDebounced(search.trim(), 300);
  const variables = { search: term || null, role: role || null, limit: paging.limit, offset: paging.offset };
  const { data, previousData, loading, error } = useQuery(AdminUsersDocument, { variables });

  return (
    <>
      <SectionHeading title={t("admin:sections.users")} />
      <GridFilters
        search={{
          label: t("admin:users.search"),
          value: search,
          onChange: (value) => paging.firstPage(() => setSearch(value)),
        }}
        select={{
          label: t("admin:users.role"),
          value: role,
          onChange: (value) => paging.firstPage(() => setRole(value)),
          options: roles,
          optionLabel: (option) => t(roleKeys[option]),
          anyLabel: t("admin:users.allRoles"),
          minWidth: 160,
        }}
      />
      <PagedGrid
        label={t("admin:sections.users")}
        columns={columns}
        paging={paging}
        result={(data ?? previousData)?.users}
        loading={loading}
        error={error}
      />
    </>
  );
}
