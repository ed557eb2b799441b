// Identity emails whose every attempt failed (docs/operations.md, "Mail when a gateway dies"), for admins: the
// address, what failed and when, so someone can fix the relay and tell the learner to ask again.
import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { StaffFailedMailDocument } from "../../../gql-admin/graphql.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { serverMessage } from "../../../lib/errors.ts";

export function FailedMail() {
  const { t } = useTranslation("admin");
  const format = useFormat();
  const { data, error } = useQuery(StaffFailedMailDocument, { fetchPolicy: "cache-and-network" });
  const rows = data?.failedMail;
  return (
    <Box component="section" aria-labelledby="failed-mail-heading" sx={{ mt: 4 }}>
      <Typography id="failed-mail-heading" variant="h6" component="h2" gutterBottom>
        {t("admin:dashboard.failedMail")}
      </Typography>
      {error && !rows && <Alert severity="error">{serverMessage(error, t("admin:dashboard.failedMailLoad"))}</Alert>}
      {rows?.length === 0 && <Typography color="text.secondary">{t("admin:dashboard.noFailedMail")}</Typography>}
      {rows && rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-labelledby="failed-mail-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t("admin:dashboard.mailTo")}</TableCell>
                <TableCell>{t("admin:dashboard.mailKind")}</TableCell>
                <TableCell>{t("admin:dashboard.mailError")}</TableCell>
                <TableCell align="right">{t("admin:dashboard.mailFailedAt")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{row.to}</TableCell>
                  <TableCell>{row.kind}</TableCell>
                  <TableCell>{row.error}</TableCell>
                  <TableCell align="right">{format.date(row.failedAt, "dateTime")}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
