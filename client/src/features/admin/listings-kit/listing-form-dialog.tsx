import { useTranslation } from "react-i18next";
import { FormDialog } from "../forms/form-dialog.tsx";
import { FormFields } from "../forms/form-field.tsx";
import { fieldsValidator, type FieldSpec, type FormValues } from "../forms/form-spec.ts";
import { useForm } from "../forms/use-form.ts";
import type { SaveResult } from "../forms/use-save.ts";

interface ListingFormDialogProps {
  title: string;
  specs: readonly FieldSpec[];
  initialValues: FormValues;
  onSubmit: (values: FormValues) => Promise<SaveResult>;
  onClose: () => void;
}

/** A create or edit form whose fields are all described by specs, in the kit's dialog. Mount it per opening. */
export function ListingFormDialog({ title, specs, initialValues, onSubmit, onClose }: ListingFormDialogProps) {
  const { t } = useTranslation("common");
  const form = useForm<FormValues>(initialValues);
  const save = () => form.submitWith(fieldsValidator(specs)(form.values, t), () => onSubmit(form.values));
  return (
    <FormDialog title={title} onSave={save} onClose={onClose}>
      <FormFields specs={specs} values={form.values} errors={form.errors} onChange={form.change} />
    </FormDialog>
  );
}
