import { Autocomplete, Chip, Checkbox, FormControlLabel, MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { FieldErrors, FieldSpec, FieldValue, FormValues } from "./form-spec.ts";
import { ImageField } from "./image-field.tsx";

interface FormFieldProps {
  spec: FieldSpec;
  value: FieldValue | undefined;
  error?: string;
  onChange: (value: FieldValue) => void;
}

const inputTypes: Partial<Record<FieldSpec["kind"], string>> = {
  url: "url",
  email: "email",
  integer: "number",
  date: "date",
  datetime: "datetime-local",
};

/** One labelled control; its error (client or server) shows beneath it. */
export function FormField({ spec, value, error, onChange }: FormFieldProps) {
  if (spec.kind === "checkbox") {
    return (
      <FormControlLabel
        control={<Checkbox checked={value === true} onChange={(event) => onChange(event.target.checked)} />}
        label={spec.label}
      />
    );
  }
  if (spec.kind === "image")
    return <ImageField spec={spec} value={typeof value === "string" ? value : ""} error={error} onChange={onChange} />;
  if (spec.kind === "chips")
    return <ChipListField spec={spec} value={Array.isArray(value) ? value : []} error={error} onChange={onChange} />;
  const shared = {
    name: spec.name,
    label: spec.label,
    required: spec.required,
    value: typeof value === "string" ? value : "",
    error: !!error,
    helperText: error ?? spec.helperText,
    fullWidth: true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  };
  if (spec.kind === "select") {
    return (
      <TextField select {...shared}>
        {spec.options.map((option) => (
          <MenuItem key={option} value={option}>
            {spec.optionLabels?.[option] ?? option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const dated = spec.kind === "date" || spec.kind === "datetime";
  return (
    <TextField
      {...shared}
      type={inputTypes[spec.kind] ?? "text"}
      multiline={spec.kind === "multiline"}
      minRows={spec.kind === "multiline" ? 3 : undefined}
      slotProps={{
        inputLabel: dated ? { shrink: true } : undefined,
        htmlInput: spec.kind === "integer" ? { min: spec.min, max: spec.max, step: 1 } : undefined,
      }}
    />
  );
}

/** A form's fields in the specs' order, each with its error. */
export function FormFields({
  specs,
  values,
  errors,
  onChange,
}: {
  specs: readonly FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  onChange: (name: string, value: FieldValue) => void;
}) {
  return (
    <>
      {specs.map((spec) => (
        <FormField
          key={spec.name}
          spec={spec}
          value={values[spec.name]}
          error={errors[spec.name]}
          onChange={(value) => onChange(spec.name, value)}
        />
      ))}
    </>
  );
}

function ChipListField({
  spec,
  value,
  error,
  onChange,
}: {
  spec: FieldSpec;
  value: string[];
  error?: string;
  onChange: (value: string[]) => void;
}) {
  const { t } = useTranslation("admin-listings");
  return (
    <Autocomplete
      multiple
      freeSolo
      // Text typed but not yet entered becomes a chip when the field loses focus, instead of being dropped on save.
      autoSelect
      options={[]}
      value={value}
      // A typed entry becomes a chip on Enter; blanks and repeats are dropped.
      onChange={(_event, items) => onChange([...new Set(items.map((item) => item.trim()).filter(Boolean))])}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => <Chip {...getItemProps({ index })} key={item} label={item} size="small" />)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={spec.name}
          label={spec.label}
          error={!!error}
          helperText={error ?? spec.helperText ?? t("admin-listings:form.chipsHelp")}
        />
      )}
    />
  );
}
