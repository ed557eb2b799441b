import { useId, useState, type FormEvent } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/form-field.tsx";
import { fieldsValidator, type FieldErrors, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import type { SaveResult } from "../forms/use-save.ts";

interface ListingFormDialogProps {
  title: string;
  specs: readonly FieldSpec[];
  initialValues: FormValues;
  onSubmit: (values: FormValues) => Promise<SaveResult>;
  onClose: () => void;
}

/**
 * A create or edit form in a dialog (full screen on phones). Mount it per opening: it keeps what was typed
 * until a save succeeds, so a failed save loses nothing.
 */
export function ListingFormDialog({ title, specs, initialValues, onSubmit, onClose }: ListingFormDialogProps) {
  const { t } = useTranslation("common");
  // The About page opens this form too, without having loaded admin-listings: suspending for it would swap the
  // page for the loading state. Its one text here shows while saving, long after the catalogue has arrived.
  const { t: listingT } = useTranslation("admin-listings", { useSuspense: false });
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));

  const change = (name: string, value: FormValues[string]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsValidator(specs)(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await onSubmit(values);
    setSaving(false);
    if (result.ok) onClose();
    else setErrors(result.errors);
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {specs.map((spec) => (
              <FormField
                key={spec.name}
                spec={spec}
                value={values[spec.name]}
                error={errors[spec.name]}
                onChange={(value) => change(spec.name, value)}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t("common:actions.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? listingT("admin-listings:form.saving") : t("common:actions.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
