// Revenue by month as plain SVG bars (no chart library): the picture is one image with a summary for screen
// readers, and the same figures follow as a table.
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography, useTheme } from "@mui/material";
import { AdminRevenueDocument } from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";

const MONTHS = 12;
const BAR_GAP = 6;

export function RevenueChart() {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const theme = useTheme();
  const { data, error } = useQuery(AdminRevenueDocument, { variables: { months: MONTHS } });
  const months = data?.revenueByMonth ?? [];
  const monthLabel = (month: string) => format.date(`${month}-01T00:00:00Z`, "monthYear", { utc: true });
  const top = Math.max(1, ...months.map((month) => month.amountPaise));
  const summary = t("admin-payments:revenue.summary", {
    months: format.number(months.length),
    total: format.rupees(months.reduce((sum, month) => sum + month.amountPaise, 0)),
    orders: format.number(months.reduce((sum, month) => sum + month.orders, 0)),
  });
  const width = 100 / Math.max(1, months.length);
  return (
    <Box component="section" aria-labelledby="revenue-heading" sx={{ mb: 4 }}>
      <Typography id="revenue-heading" variant="h6" component="h2">
        {t("admin-payments:revenue.heading")}
      </Typography>
      {error && <Alert severity="error">{loadErrorMessage(error)}</Alert>}
      {data && (
        <>
          <Typography color="text.secondary" variant="body2">
            {summary}
          </Typography>
          <Box
            component="svg"
            role="img"
            aria-label={t("admin-payments:revenue.chart", { summary })}
            viewBox="0 0 100 40"
            preserveAspectRatio="none"
            sx={{ width: "100%", height: 160, display: "block", my: 1 }}
          >
            {months.map((month, index) => {
              const height = (month.amountPaise / top) * 38;
              return (
                <rect
                  key={month.month}
                  x={index * width + BAR_GAP / months.length / 2}
                  y={40 - height}
                  width={Math.max(0.5, width - BAR_GAP / months.length)}
                  height={height}
                  fill={theme.palette.primary.main}
                />
              );
            })}
          </Box>
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-labelledby="revenue-heading">
              <TableHead>
                <TableRow>
                  <TableCell>{t("admin-payments:revenue.month")}</TableCell>
                  <TableCell align="right">{t("admin-payments:revenue.amount")}</TableCell>
                  <TableCell align="right">{t("admin-payments:revenue.orders")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {months
                  .filter((month) => month.orders > 0)
                  .map((month) => (
                    <TableRow key={month.month}>
                      <TableCell>{monthLabel(month.month)}</TableCell>
                      <TableCell align="right">{format.rupees(month.amountPaise)}</TableCell>
                      <TableCell align="right">{format.number(month.orders)}</TableCell>
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Box>
  );
}
