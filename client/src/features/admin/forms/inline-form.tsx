import type { ReactNode } from "react";
import { Box, Button, Stack } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useFormSubmit } from "./use-form-submit.ts";

interface InlineFormProps {
  /** Names the form for assistive technology ("New slide deck"). */
  label: string;
  saveLabel: string;
  children: ReactNode;
  /** Checks and saves (usually `useForm().submit`); true when it saved. */
  onSave: () => Promise<boolean>;
  /** Folds the form away: after a successful save, or on Cancel. */
  onDone: () => void;
}

/** A create/edit form in the page's flow (a lesson's content item), with Save and Cancel held while saving. */
export function InlineForm({ label, saveLabel, children, onSave, onDone }: InlineFormProps) {
  const { t } = useTranslation("common");
  const { saving, onSubmit } = useFormSubmit(onSave, onDone);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      sx={{ p: 2, border: 1, borderColor: "divider", borderRadius: 1 }}
    >
      <Stack spacing={2}>
        {children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saveLabel}
          </Button>
          <Button onClick={onDone} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
