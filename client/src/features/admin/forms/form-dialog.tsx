import type { ReactNode } from "react";
import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "./dialog-frame.tsx";
import { useFormSubmit } from "./use-form-submit.ts";

export interface FormDialogProps {
  title: string;
  /** The form's fields (and anything shown beside them, e.g. a preview). */
  children: ReactNode;
  /**
   * Checks and saves (usually `useForm().submit`, which reports the outcome with a toast and puts the server's errors
   * on their fields); true when it saved.
   */
  onSave: () => Promise<boolean>;
  onClose: () => void;
  maxWidth?: "sm" | "md";
  /** The save button's words when it does something more particular than Save ("Upload photo"). */
  saveLabel?: string;
  savingLabel?: string;
  /** False while there is nothing to save yet (no file chosen). */
  canSave?: boolean;
}

/**
 * The console's one create/edit dialog: Cancel and Save, both held while saving (and the dialog with them), closed
 * when the save succeeds. Mount it per opening: a failed save keeps what was typed.
 */
export function FormDialog({
  title,
  children,
  onSave,
  onClose,
  maxWidth,
  saveLabel,
  savingLabel,
  canSave = true,
}: FormDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const { saving, onSubmit } = useFormSubmit(onSave, onClose);

  return (
    <DialogFrame
      title={title}
      maxWidth={maxWidth}
      onClose={saving ? undefined : onClose}
      onSubmit={onSubmit}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !canSave}>
            {saving ? (savingLabel ?? t("admin:form.saving")) : (saveLabel ?? t("common:actions.save"))}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogFrame>
  );
}
