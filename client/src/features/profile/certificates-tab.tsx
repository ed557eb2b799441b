import { useQuery } from "@apollo/client/react";
import { Button, Link, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useSnackbar } from "../../components/notifications/notifications.tsx";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";
import { linkedInAddUrl } from "./linkedin.ts";

export function CertificatesTab() {
  const { data, loading } = useQuery(MyCertificatesDocument, { fetchPolicy: "cache-and-network" });
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const format = useFormat();
  if (loading && !data) return <LoadingState text={t("common:loading")} />;
  // A failed request counts as an empty list (spec section 8).
  const certificates = data?.myCertificates ?? [];
  if (!certificates.length)
    return <Typography sx={{ py: 4, textAlign: "center" }}>{t("profile:certificates.empty")}</Typography>;

  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => enqueueSnackbar(t("profile:certificates.copied"), { variant: "success" }),
      () => enqueueSnackbar(t("profile:certificates.copyFailed", { url }), { variant: "error" }),
    );

  return (
    <List>
      {certificates.map((certificate) => (
        <ListItem key={certificate.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
          <ListItemText
            primary={certificate.title}
            secondary={
              <>
                {t("profile:certificates.issued", { date: format.date(certificate.issuedDate, "long") })}
                <br />
                {t("profile:certificates.course", { course: certificate.courseTitle })}
                <br />
                {t("profile:certificates.code", { code: certificate.code })}
              </>
            }
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center" }}>
            <Link href={certificate.downloadUrl} target="_blank" rel="noopener noreferrer">
              {t("profile:certificates.download")}
            </Link>
            <Button
              size="small"
              onClick={() => void copy(certificate.verificationUrl)}
              aria-label={t("profile:certificates.copyLinkFor", { title: certificate.title })}
            >
              {t("profile:certificates.copyLink")}
            </Button>
            <Button
              size="small"
              variant="outlined"
              href={linkedInAddUrl(certificate)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("profile:certificates.addToLinkedInFor", { title: certificate.title })}
            >
              {t("profile:certificates.addToLinkedIn")}
            </Button>
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
