import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@apollo/client/react";
import { Button, Stack } from "@mui/material";
import { AdminUpdateAboutDocument } from "../../../gql-admin/graphql.ts";
import { FormField } from "../forms/form-field.tsx";
import { fieldsValidator, requiredText, type FieldErrors, type FormValues } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { missionFields, translatedSpecs } from "./about-fields.ts";

export function MissionForm({ mission, vision }: { mission: string; vision: string }) {
  const [values, setValues] = useState<FormValues>({ mission, vision });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [update, { loading }] = useMutation(AdminUpdateAboutDocument);
  const save = useSave();
  const { t } = useTranslation("admin-people");
  const fields = useMemo(() => translatedSpecs(t, missionFields), [t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldsValidator(fields)(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await save(
      () => update({ variables: { mission: requiredText(values.mission), vision: requiredText(values.vision) } }),
      {
        success: t("admin-people:about.mission.saved"),
        failure: t("admin-people:about.mission.saveFailed"),
      },
    );
    if (!result.ok) setErrors(result.errors);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event: FormEvent) => void submit(event)}>
      {fields.map((spec) => (
        <FormField
          key={spec.name}
          spec={spec}
          value={values[spec.name]}
          error={errors[spec.name]}
          onChange={(value) => {
            setValues((current) => ({ ...current, [spec.name]: value }));
            setErrors(({ [spec.name]: _fixed, ...rest }) => rest);
          }}
        />
      ))}
      <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: "flex-start" }}>
        {loading ? t("admin-people:about.mission.saving") : t("admin-people:about.mission.save")}
      </Button>
    </Stack>
  );
}
