// The Profile's Purchases tab (docs/payments.md, "Tax invoices"): each purchase with its date, amount in rupees,
// status, its tax invoice and, once refunded, its credit note. The PDFs are the buyer's only: they are fetched with
// the bearer token and opened from an object URL.
import { useState } from "react";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { MyPurchasesDocument } from "../../gql/graphql.ts";
import { LoadingState } from "../../components/ui/loading-state.tsx";
import { useFormat } from "../../i18n/use-format.ts";
import { getConfig } from "../../lib/config.ts";
import { saveFile } from "../../lib/save-file.ts";
import { tokenStore } from "../../lib/session/token-store.ts";

const PURCHASES_SHOWN = 50;

async function openPdf(path: string, filename: string) {
  const token = tokenStore.get();
  const response = await fetch(`${getConfig().apiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  saveFile(await response.blob(), filename);
}

export function PurchasesTab() {
  const { data, loading } = useQuery(MyPurchasesDocument, {
    variables: { limit: PURCHASES_SHOWN },
    fetchPolicy: "cache-and-network",
  });
  const { t } = useTranslation();
  const format = useFormat();
  const [failed, setFailed] = useState(false);
  if (loading && !data) return <LoadingState text={t("common:loading")} />;
  const purchases = data?.myPurchases ?? [];
  if (!purchases.length)
    return <Typography sx={{ py: 4, textAlign: "center" }}>{t("profile:purchases.empty")}</Typography>;

  const download = (path: string, number: string) => {
    setFailed(false);
    openPdf(path, `${number.replaceAll("/", "-")}.pdf`).catch(() => setFailed(true));
  };

  return (
    <>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t("profile:purchases.downloadFailed")}
        </Alert>
      )}
      <List>
        {purchases.map((purchase) => {
          const refunded = purchase.status === "refunded";
          const invoice = purchase.invoice;
          const note = invoice?.creditNote;
          return (
            <ListItem key={purchase.id} divider sx={{ flexWrap: "wrap", gap: 1 }}>
              <ListItemText
                primary={purchase.course.title}
                secondary={
                  <>
                    {purchase.paidAt && format.date(purchase.paidAt, "long")}
                    {" · "}
                    {format.rupees(purchase.amountPaise)}
                    {invoice && (
                      <>
                        <br />
                        {t("profile:purchases.invoiceNumber", { number: invoice.number })}
                      </>
                    )}
                  </>
                }
                sx={{ minWidth: 0, overflowWrap: "anywhere" }}
              />
              <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", alignItems: "center", rowGap: 1 }}>
                <Chip
                  size="small"
                  color={refunded ? "default" : "success"}
                  label={t(refunded ? "profile:purchases.refunded" : "profile:purchases.paid")}
                />
                {invoice && (
                  <Button
                    size="small"
                    onClick={() => download(invoice.downloadPath, invoice.number)}
                    aria-label={t("profile:purchases.invoiceFor", { title: purchase.course.title })}
                  >
                    {t("profile:purchases.invoice")}
                  </Button>
                )}
                {note && (
                  <Button
                    size="small"
                    onClick={() => download(note.downloadPath, note.number)}
                    aria-label={t("profile:purchases.creditNoteFor", { title: purchase.course.title })}
                  >
                    {t("profile:purchases.creditNote")}
                  </Button>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
    </>
  );
}
