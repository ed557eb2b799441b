import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Chip, Link, MenuItem, Stack, TextField } from "@mui/material";
import { DataGrid, type GridColDef, type GridPaginationModel } from "@mui/x-data-grid";
import { AdminUsersDocument, type AdminUserRowFragment, type Role } from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { formatDay } from "../listings-kit/dates.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { roleLabels, roles } from "./roles.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";

const columns: GridColDef<AdminUserRowFragment>[] = [
  {
    field: "name",
    headerName: "Name",
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => <Link component={RouterLink} to={`/admin/users/${row.id}`}>{row.name || row.email}</Link>,
  },
  { field: "email", headerName: "Email", flex: 1, minWidth: 200 },
  { field: "role", headerName: "Role", width: 110, valueFormatter: (role: Role) => roleLabels[role] },
  {
    field: "disabled",
    headerName: "Account",
    width: 110,
    renderCell: ({ row }) => <Chip size="small" variant="outlined" label={row.disabled ? "Disabled" : "Active"} color={row.disabled ? "error" : "success"} />,
  },
  { field: "createdAt", headerName: "Joined", width: 130, type: "date", valueGetter: (value: string) => new Date(value), valueFormatter: (value: Date) => formatDay(value.toISOString()) },
];

/** Admins find accounts by name or email and role; the server pages the results. */
export function UsersPage() {
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "">("");
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const term = useDebounced(search.trim(), 300);
  const variables = { search: term || null, role: role || null, limit: paging.pageSize, offset: paging.page * paging.pageSize };
  const { data, previousData, loading, error } = useQuery(AdminUsersDocument, { variables });
  const page = (data ?? previousData)?.users;

  const changeFilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPaging((current) => ({ ...current, page: 0 }));
  };

  return (
    <>
      <SectionHeading title="Users" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
        <TextField type="search" label="Search by name or email" value={search} onChange={(event) => changeFilter(setSearch)(event.target.value)} sx={{ flexGrow: 1 }} />
        <TextField select label="Role" value={role} onChange={(event) => changeFilter(setRole)(event.target.value as Role | "")} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All roles</MenuItem>
          {roles.map((option) => <MenuItem key={option} value={option}>{roleLabels[option]}</MenuItem>)}
        </TextField>
      </Stack>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{loadErrorMessage(error)}</Alert>}
      <DataGrid
        label="Users"
        rows={page?.items ?? []}
        columns={columns}
        loading={loading}
        rowCount={page?.total ?? 0}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[25, 50]}
        disableRowSelectionOnClick
        disableVirtualization
        sx={{ bgcolor: "background.paper" }}
      />
    </>
  );
}
