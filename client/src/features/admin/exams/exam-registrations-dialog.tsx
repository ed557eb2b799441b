import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { AdminExamRegistrationsDocument, type AdminExamFragment } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { useFormat } from "../../../i18n/use-format.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { saveFile } from "../../../lib/save-file.ts";
import { DialogFrame } from "../forms/dialog-frame.tsx";
import { csvFileName, fetchRegistrationsCsv } from "./registrations-csv.ts";

/** Who holds a seat in an exam, with the CSV export (name, email, registered_at). */
export function ExamRegistrationsDialog({ exam, onClose }: { exam: AdminExamFragment; onClose: () => void }) {
  const { t } = useTranslation(["admin-listings", "common"]);
  const format = useFormat();
  const { data, loading, error } = useQuery(AdminExamRegistrationsDocument, {
    variables: { examId: exam.id },
    fetchPolicy: "cache-and-network",
  });
  const [downloading, setDownloading] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const { service } = useSession();
  const registrations = data?.examRegistrations ?? [];

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchRegistrationsCsv(exam.id, () => service.refresh()), csvFileName(exam.title));
    } catch (failure) {
      const message =
        failure instanceof Error
          ? t("admin-listings:exams.downloadFailedWith", { message: failure.message })
          : t("admin-listings:exams.downloadFailed");
      enqueueSnackbar(message, { variant: "error" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <DialogFrame
      title={t("admin-listings:exams.registrationsTitle", { title: exam.title })}
      maxWidth="md"
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => void download()} disabled={downloading}>
            {downloading ? t("admin-listings:exams.downloading") : t("admin-listings:exams.download")}
          </Button>
          <Button onClick={onClose} variant="contained">
            {t("common:actions.close")}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>
        {t("admin-listings:exams.seatsTaken", {
          taken: format.number(exam.currentParticipants),
          seats: format.number(exam.maxParticipants),
        })}
      </Typography>
      {error && <Alert severity="error">{loadErrorMessage(error)}</Alert>}
      {loading && !data ? <LoadingState text={t("admin-listings:exams.loadingRegistrations")} /> : null}
      {data && registrations.length === 0 && (
        <Typography color="text.secondary">{t("admin-listings:exams.noRegistrations")}</Typography>
      )}
      {registrations.length > 0 && (
        <Table
          size="small"
          aria-label={t("admin-listings:exams.registrationsFor", { title: exam.title })}
          sx={{ overflowX: "auto", display: "block" }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t("admin-listings:exams.learnerName")}</TableCell>
              <TableCell>{t("admin-listings:exams.learnerEmail")}</TableCell>
              <TableCell>{t("admin-listings:exams.registeredAt")}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {registrations.map((registration) => (
              <TableRow key={registration.id}>
                <TableCell>{registration.learnerName}</TableCell>
                <TableCell sx={{ wordBreak: "break-all" }}>{registration.learnerEmail}</TableCell>
                <TableCell>{format.date(registration.registeredAt, "dateTime")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </DialogFrame>
  );
}
