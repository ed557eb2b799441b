import { Banner } from "../ui/banner.tsx";
import { useOffline } from "../../lib/pwa/connectivity.ts";
import { useTranslation } from "react-i18next";

/** Shown while the network is gone: pages and PDFs come from this device, progress waits to be sent (docs/offline.md). */
export function OfflineBanner() {
  const offline = useOffline();
  const { t } = useTranslation();
  if (!offline) return null;
  return (
    <Banner severity="warning" role="status" sx={{ borderRadius: 0, textAlign: "center" }}>
      {t("common:offline")}
    </Banner>
  );
}
