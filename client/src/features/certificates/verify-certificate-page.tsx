// Public verification of a certificate (issue 17): anyone holding the link or the printed code sees whose
// certificate it is, for which course and when it was issued. Nothing else about the holder is shown.
import { useParams } from "react-router";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Card, CardContent, Container, Typography } from "@mui/material";
import { VerifyCertificateDocument, type VerifyCertificateQuery } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { usePageMeta, type PageMeta } from "../../lib/page-meta.ts";

type Certificate = NonNullable<VerifyCertificateQuery["certificate"]>;

// A fixed zone: the server and the browser print the same date whatever their own zones.
export const issueDate = (value: string) =>
  new Date(value).toLocaleDateString("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

function metaOf(certificate: Certificate | null | undefined, failed: boolean): PageMeta {
  // A learner's certificate is theirs to share, not for search engines to list.
  if (failed) return { title: "Certificate check failed", status: 503, noindex: true };
  if (!certificate) return { title: "Certificate not found", status: 404, noindex: true };
  return {
    title: `Certificate of ${certificate.holderName}: ${certificate.courseTitle}`,
    description: `Valid certificate: ${certificate.holderName} completed ${certificate.courseTitle} on VidyaPath (issued ${issueDate(certificate.issuedDate)}, code ${certificate.code}).`,
    noindex: true,
  };
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: "1.1rem" }}>{value}</Typography>
    </Box>
  );
}

export function VerifyCertificatePage() {
  const { code = "" } = useParams();
  const { data, loading, error } = useQuery(VerifyCertificateDocument, { variables: { code } });
  // The server refuses a malformed code as invalid input: no certificate has it.
  const failed = !!error && !CombinedGraphQLErrors.is(error);
  const certificate = error ? null : data?.certificate;
  usePageMeta(loading ? { title: "Certificate verification", noindex: true } : metaOf(certificate, failed));

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>Certificate verification</Typography>
      {loading ? (
        <LoadingState text="Checking the certificate..." />
      ) : failed ? (
        <Alert severity="warning">The certificate could not be checked right now. Please try again later.</Alert>
      ) : !certificate ? (
        <Alert severity="error">
          <Typography component="h2" sx={{ fontWeight: 700 }}>Certificate not found</Typography>
          No certificate has the code {code}. Check the link, or the code printed on the certificate.
        </Alert>
      ) : (
        <Card>
          <CardContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>Valid certificate</Typography>
            </Alert>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label="Awarded to" value={certificate.holderName} />
              <Field label="Course" value={certificate.courseTitle} />
              <Field label="Issued on" value={issueDate(certificate.issuedDate)} />
              <Field label="Certificate code" value={certificate.code} />
            </Box>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
