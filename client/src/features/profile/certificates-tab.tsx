import { useQuery } from "@apollo/client/react";
import { Link, List, ListItem, ListItemText, Typography } from "@mui/material";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format.ts";

export function CertificatesTab() {
  const { data, loading } = useQuery(MyCertificatesDocument, { fetchPolicy: "cache-and-network" });
  const { t } = useTranslation();
  const format = useFormat();
  if (loading && !data) return <LoadingState text={t("common:loading")} />;
  // A failed request counts as an empty list (spec section 8).
  const certificates = data?.myCertificates ?? [];
  if (!certificates.length) return <Typography sx={{ py: 4, textAlign: "center" }}>{t("profile:certificates.empty")}</Typography>;
  return (
    <List>
      {certificates.map((certificate) => (
        <ListItem key={certificate.id} divider secondaryAction={
          <Link href={certificate.downloadUrl} target="_blank" rel="noopener noreferrer">{t("profile:certificates.download")}</Link>
        }>
          <ListItemText
            primary={certificate.title}
            secondary={<>{t("profile:certificates.issued", { date: format.date(certificate.issuedDate, "long") })}<br />{t("profile:certificates.course", { course: certificate.courseTitle })}</>}
          />
        </ListItem>
      ))}
    </List>
  );
}
