import { useId, type FormEvent, type ReactNode } from "react";
import { Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from "@mui/material";

export interface DialogFrameProps {
  title: string;
  /** Buttons at the foot; the primary one last. */
  actions: ReactNode;
  children: ReactNode;
  /** Absent while the dialog must stay open (a write in flight). */
  onClose: (() => void) | undefined;
  /** Makes the title, content and actions one form, so Enter in a field submits it. */
  onSubmit?: (event: FormEvent) => void;
  maxWidth?: "sm" | "md";
}

/** The console's dialog: labelled by its title, full screen on phones so a long form or table stays usable at 360 px. */
export function DialogFrame({ title, actions, children, onClose, onSubmit, maxWidth = "sm" }: DialogFrameProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>{actions}</DialogActions>
    </>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth={maxWidth}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
