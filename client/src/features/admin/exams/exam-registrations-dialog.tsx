import { useId, useState } from "react";
import { useQuery } from "@apollo/client/react";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, useTheme } from "@mui/material";
import { AdminExamRegistrationsDocument, type AdminExamFragment } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { formatDateTime } from "../listings-kit/dates.ts";
import { csvFileName, fetchRegistrationsCsv, saveFile } from "./registrations-csv.ts";

/** Who holds a seat in an exam, with the CSV export (name, email, registered_at). */
export function ExamRegistrationsDialog({ exam, onClose }: { exam: AdminExamFragment; onClose: () => void }) {
  const { data, loading, error } = useQuery(AdminExamRegistrationsDocument, { variables: { examId: exam.id }, fetchPolicy: "cache-and-network" });
  const [downloading, setDownloading] = useState(false);
  const { enqueueSnackbar } = useSnackbar();
  const { service } = useSession();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const registrations = data?.examRegistrations ?? [];

  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await fetchRegistrationsCsv(exam.id, () => service.refresh()), csvFileName(exam.title));
    } catch (failure) {
      enqueueSnackbar(failure instanceof Error ? `Failed to download the CSV: ${failure.message}` : "Failed to download the CSV", { variant: "error" });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Registrations: {exam.title}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{exam.currentParticipants} of {exam.maxParticipants} seats taken.</Typography>
        {error && <Alert severity="error">{loadErrorMessage(error)}</Alert>}
        {loading && !data ? <LoadingState text="Loading registrations..." /> : null}
        {data && registrations.length === 0 && <Typography color="text.secondary">Nobody has registered yet.</Typography>}
        {registrations.length > 0 && (
          <Table size="small" aria-label={`Registrations for ${exam.title}`} sx={{ overflowX: "auto", display: "block" }}>
            <TableHead>
              <TableRow><TableCell>Name</TableCell><TableCell>Email</TableCell><TableCell>Registered</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {registrations.map((registration) => (
                <TableRow key={registration.id}>
                  <TableCell>{registration.learnerName}</TableCell>
                  <TableCell sx={{ wordBreak: "break-all" }}>{registration.learnerEmail}</TableCell>
                  <TableCell>{formatDateTime(registration.registeredAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void download()} disabled={downloading}>{downloading ? "Downloading..." : "Download CSV"}</Button>
        <Button onClick={onClose} variant="contained">Close</Button>
      </DialogActions>
    </Dialog>
  );
}
