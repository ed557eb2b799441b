import { useState, type FormEvent, type ReactNode } from "react";
import { Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { DialogFrame } from "./dialog-frame.tsx";

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
}

/**
 * The console's one create/edit dialog: Cancel and Save, both held while saving (and the dialog with them), closed
 * when the save succeeds. Mount it per opening: a failed save keeps what was typed.
 */
export function FormDialog({ title, children, onSave, onClose, maxWidth }: FormDialogProps) {
  const { t } = useTranslation(["admin", "common"]);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await onSave().finally(() => setSaving(false));
    if (saved) onClose();
  };

  return (
    <DialogFrame
      title={title}
      maxWidth={maxWidth}
      onClose={saving ? undefined : onClose}
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button onClick={onClose} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? t("admin:form.saving") : t("common:actions.save")}
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
