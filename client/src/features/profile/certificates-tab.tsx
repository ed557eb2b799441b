import { useQuery } from "@apollo/client/react";
import { Button, Link, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { linkedInAddUrl } from "./linkedin.ts";

const day = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });
};

export function CertificatesTab() {
  const { data, loading } = useQuery(MyCertificatesDocument, { fetchPolicy: "cache-and-network" });
  const { enqueueSnackbar } = useSnackbar();
  if (loading && !data) return <LoadingState text="Loading..." />;
  // A failed request counts as an empty list (spec section 8).
  const certificates = data?.myCertificates ?? [];
  if (!certificates.length) return <Typography sx={{ py: 4, textAlign: "center" }}>No certificates available yet.</Typography>;

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => enqueueSnackbar("Verification link copied", { variant: "success" }),
      () => enqueueSnackbar(`Could not copy the link: ${url}`, { variant: "error" }),
    );

  return (
    <List>
      {certificates.map((certificate) => (
        <ListItem key={certificate.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
          <ListItemText
            primary={certificate.title}
            secondary={<>Issued: {day(certificate.issuedDate)}<br />Course: {certificate.courseTitle}<br />Code: {certificate.code}</>}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Link href={certificate.downloadUrl} target="_blank" rel="noopener noreferrer">Download</Link>
            <Button size="small" onClick={() => void copy(certificate.verificationUrl)} aria-label={`Copy verification link: ${certificate.title}`}>
              Copy verification link
            </Button>
            <Button
              size="small"
              variant="outlined"
              href={linkedInAddUrl(certificate)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Add to LinkedIn: ${certificate.title}`}
            >
              Add to LinkedIn
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
