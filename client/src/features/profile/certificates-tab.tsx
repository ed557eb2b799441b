import { useQuery } from "@apollo/client/react";
import { Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";

const day = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric" });
};

export function CertificatesTab() {
  const { data, loading } = useQuery(MyCertificatesDocument, { fetchPolicy: "cache-and-network" });
  if (loading && !data) return <LoadingState text="Loading..." />;
  // A failed request counts as an empty list (spec section 8).
  const certificates = data?.myCertificates ?? [];
  if (!certificates.length) return <Typography sx={{ py: 4, textAlign: "center" }}>No certificates available yet.</Typography>;
  return (
    <List>
      {certificates.map((certificate) => (
        <ListItem key={certificate.id} divider secondaryAction={
          <Link href={certificate.downloadUrl} target="_blank" rel="noopener noreferrer">Download</Link>
        }>
          <ListItemText
            primary={certificate.title}
            secondary={<>Issued: {day(certificate.issuedDate)}<br />Course: {certificate.courseTitle}</>}
          />
        </ListItem>
      ))}
    </List>
  );
}
