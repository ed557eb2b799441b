// 'A new version is available': a new deployment's service worker waits (registerType 'prompt') instead of
// taking over pages built from the old one; the learner's 'Reload' lets it take over and reloads once it has.
import { Button } from "@mui/material";
import i18next from "i18next";
import { closeSnackbar } from "notistack";
import { notify } from "../../components/notifications/notifications.tsx";

/** The part of workbox-window's Workbox this needs. */
export interface UpdateSource {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  messageSkipWaiting(): void;
}

const KEY = "new-version";

export function promptOnUpdate(workbox: UpdateSource, reload: () => void = () => window.location.reload()) {
  const takeOver = () => {
    closeSnackbar(KEY);
    workbox.addEventListener("controlling", reload);
    workbox.messageSkipWaiting();
  };
  workbox.addEventListener("waiting", () => {
    notify(i18next.t("common:update.available"), {
      key: KEY,
      variant: "info",
      persist: true,
      preventDuplicate: true,
      action: () => (
        <Button color="inherit" size="small" onClick={takeOver}>
          {i18next.t("common:actions.reload")}
        </Button>
      ),
    });
  });
}
