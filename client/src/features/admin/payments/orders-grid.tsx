// Orders and payments in the console (docs/payments.md, Console): filtered by status, found by the learner's email
// or an order or payment id, paged by the server with the console's data grid.
import { useMemo, useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Box, Chip, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import {
  AdminOrdersDocument,
  type AdminOrderRowFragment,
  type PaymentOrderStatus,
} from "../../../gql-admin/graphql.ts";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import type { Formatters } from "../../../i18n/format.ts";
import { RefundButton, RefundDialog } from "./refund-action.tsx";
import { GridFilters, PagedGrid, usePaging } from "../paged-grid/paged-grid.tsx";

export const orderStatuses: readonly PaymentOrderStatus[] = ["CREATED", "PAID", "FAILED", "REFUNDED"];
const statusColour = { CREATED: "default", PAID: "success", FAILED: "error", REFUNDED: "warning" } as const;

const columnsFor = (
  t: TFunction,
  format: Formatters,
  onRefund: ((order: AdminOrderRowFragment) => void) | undefined,
): GridColDef<AdminOrderRowFragment>[] => [
  {
    field: "learner",
    headerName: t("admin-payments:orders.learner"),
    flex: 1,
    minWidth: 180,
    valueGetter: (_value, row) => row.learner.email,
  },
  {
    field: "course",
    headerName: t("admin-payments:orders.course"),
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => row.course.title,
  },
  {
    field: "amountPaise",
    headerName: t("admin-payments:orders.amount"),
    width: 120,
    align: "right",
    headerAlign: "right",
    valueFormatter: (value: number) => format.rupees(value),
  },
  {
    field: "status",
    headerName: t("admin-payments:orders.status"),
    width: 150,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={statusColour[row.status] ?? "default"}
        label={t(`admin-payments:orders.statuses.${row.status}`)}
      />
    ),
  },
  { field: "couponCode", headerName: t("admin-payments:orders.coupon"), width: 130 },
  { field: "orderId", headerName: t("admin-payments:orders.orderId"), width: 200 },
  {
    field: "createdAt",
    headerName: t("admin-payments:orders.created"),
    width: 170,
    valueFormatter: (value: string) => format.date(value, "dateTime"),
  },
  // Admins refund a captured payment in full (docs/payments.md, Refunds); the server checks the window.
  ...(onRefund
    ? [
        {
          field: "actions",
          headerName: t("admin-payments:orders.actions"),
          width: 120,
          sortable: false,
          renderCell: ({ row }) =>
            row.status === "PAID" && row.amountPaise > 0 ? (
              <RefundButton order={row} onRefund={() => onRefund(row)} />
            ) : null,
        } satisfies GridColDef<AdminOrderRowFragment>,
      ]
    : []),
];

export function OrdersGrid({ admin }: { admin: boolean }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const [refunding, setRefunding] = useState<AdminOrderRowFragment | null>(null);
  const columns = useMemo(() => columnsFor(t, format, admin ? setRefunding : undefined), [t, format, admin]);
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<PaymentOrderStatus | "">("");
  const paging = usePaging(25);
  const term = useDebounced(search.trim(), 300);
  const variables = { status: status || null, search: term || null, limit: paging.limit, offset: paging.offset };
  const { data, previousData, loading, error } = useQuery(AdminOrdersDocument, { variables });

  return (
    <Box component="section" aria-labelledby="orders-heading" sx={{ mb: 4 }}>
      <Typography id="orders-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t("admin-payments:orders.heading")}
      </Typography>
      <GridFilters
        search={{
          label: t("admin-payments:orders.search"),
          value: search,
          onChange: (value) => paging.firstPage(() => setSearch(value)),
        }}
        select={{
          label: t("admin-payments:orders.status"),
          value: status,
          onChange: (value) => paging.firstPage(() => setStatus(value)),
          options: orderStatuses,
          optionLabel: (option) => t(`orders.statuses.${option}`),
          anyLabel: t("admin-payments:orders.allStatuses"),
          minWidth: 180,
        }}
      />
      <PagedGrid
        label={t("admin-payments:orders.heading")}
        columns={columns}
        paging={paging}
        result={(data ?? previousData)?.staffOrders}
        loading={loading}
        error={error}
      />
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </Box>
  );
}
