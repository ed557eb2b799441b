// Public verification of a certificate: anyone holding the link or the printed code sees whose
// certificate it is, for which course and when it was issued, as issued (decision 017). Nothing else about the
// holder is shown; a code an admin replaced with a re-issued certificate says so and attests nothing.
import { useParams } from "react-router";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Card, CardContent, Container, Typography } from "@mui/material";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { VerifyCertificateDocument, type VerifyCertificateQuery } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { usePageMeta, type PageMeta } from "../../lib/page-meta.ts";
import { INTL_LOCALES, isLanguage } from "../../i18n/languages.ts";

type Certificate = NonNullable<VerifyCertificateQuery["certificate"]>;

// A fixed zone: the server and the browser print the same date whatever their own zones.
export const issueDate = (value: string, language: string) =>
  new Date(value).toLocaleDateString(INTL_LOCALES[isLanguage(language) ? language : "en"], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  });

function metaOf(
  certificate: Certificate | null | undefined,
  failed: boolean,
  t: TFunction,
  language: string,
): PageMeta {
  // A learner's certificate is theirs to share, not for search engines to list.
  if (failed) return { title: t("courses:verify.checkFailedTitle"), status: 503, noindex: true };
  if (!certificate) return { title: t("courses:verify.notFound"), status: 404, noindex: true };
  if (certificate.replaced) return { title: t("courses:verify.replaced"), status: 410, noindex: true };
  const { holderName: holder, courseTitle: course, code } = certificate;
  return {
    title: t("courses:verify.metaTitle", { holder, course }),
    description: t("courses:verify.metaDescription", {
      holder,
      course,
      date: issueDate(certificate.issuedDate, language),
      code,
    }),
    noindex: true,
  };
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: "1.1rem" }}>
        {value}
      </Typography>
    </Box>
  );
}

export function VerifyCertificatePage() {
  const { code = "" } = useParams();
  const { data, loading, error } = useQuery(VerifyCertificateDocument, { variables: { code } });
  // The server refuses a malformed code as invalid input: no certificate has it.
  const failed = !!error && !CombinedGraphQLErrors.is(error);
  const certificate = error ? null : data?.certificate;
  const { t, i18n } = useTranslation();
  usePageMeta(
    loading ? { title: t("courses:verify.title"), noindex: true } : metaOf(certificate, failed, t, i18n.language),
  );

  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t("courses:verify.title")}
      </Typography>
      {loading ? (
        <LoadingState text={t("courses:verify.checking")} />
      ) : failed ? (
        <Alert severity="warning">{t("courses:verify.checkFailed")}</Alert>
      ) : !certificate ? (
        <Alert severity="error">
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t("courses:verify.notFound")}
          </Typography>
          {t("courses:verify.notFoundText", { code })}
        </Alert>
      ) : certificate.replaced ? (
        <Alert severity="warning">
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {t("courses:verify.replaced")}
          </Typography>
          {t("courses:verify.replacedText", { code: certificate.code })}
        </Alert>
      ) : (
        <Card>
          <CardContent>
            <Alert severity="success" sx={{ mb: 2 }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {t("courses:verify.valid")}
              </Typography>
            </Alert>
            <Box component="dl" sx={{ m: 0 }}>
              <Field label={t("courses:verify.awardedTo")} value={certificate.holderName} />
              <Field label={t("courses:verify.course")} value={certificate.courseTitle} />
              <Field label={t("courses:verify.issuedOn")} value={issueDate(certificate.issuedDate, i18n.language)} />
              <Field label={t("courses:verify.code")} value={certificate.code} />
            </Box>
          </CardContent>
        </Card>
      )}
    </Container>
  );
}
