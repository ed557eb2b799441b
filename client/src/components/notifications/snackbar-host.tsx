// notistack's provider and toasts, loaded with the first message (notifications.tsx).
import { useEffect } from "react";
import {
  enqueueSnackbar,
  MaterialDesignContent,
  SnackbarProvider,
  type OptionsObject,
  type SnackbarMessage,
} from "notistack";
import { styled } from "@mui/material/styles";

export type Notice = [message: SnackbarMessage, options?: OptionsObject];

// notistack's default greens and oranges fail WCAG AA contrast with white text; use the theme's dark shades.
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  "&.notistack-MuiContent-success": { backgroundColor: palette.success.dark },
  "&.notistack-MuiContent-error": { backgroundColor: palette.error.dark },
  "&.notistack-MuiContent-warning": { backgroundColor: palette.warning.dark, color: palette.common.black },
  "&.notistack-MuiContent-info": { backgroundColor: palette.info.dark },
}));
const toastComponents = { success: Toast, error: Toast, warning: Toast, info: Toast, default: Toast };

export default function SnackbarHost({ onReady }: { onReady: (send: (notice: Notice) => void) => void }) {
  // The provider below has mounted by now, and notistack's standalone enqueueSnackbar reaches it.
  useEffect(() => onReady(([message, options]) => void enqueueSnackbar(message, options)), [onReady]);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: "top", horizontal: "right" }}
      autoHideDuration={5000}
      maxSnack={4}
      Components={toastComponents}
    />
  );
}
