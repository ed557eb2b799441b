import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../forms/form-field.tsx";
import { InlineForm } from "../forms/inline-form.tsx";
import { contentTitleField, type TitledSection } from "./content-fields.ts";

interface ContentFormProps {
  section: TitledSection;
  /** An item being edited rather than a new one. */
  editing: boolean;
  title: string;
  titleError: string | undefined;
  onTitle: (title: string) => void;
  onSave: () => Promise<boolean>;
  onDone: () => void;
  /** The item's own fields, below its title. */
  children: ReactNode;
}

/** A titled content item's editor (notes, slides): its title first, Save and Cancel last. */
export function ContentForm({
  section,
  editing,
  title,
  titleError,
  onTitle,
  onSave,
  onDone,
  children,
}: ContentFormProps) {
  const { t } = useTranslation("admin-lessons");
  const titleSpec = useMemo(() => contentTitleField(section, t), [section, t]);
  return (
    <InlineForm
      label={editing ? t(`admin-lessons:${section}.edit`) : t(`admin-lessons:${section}.new`)}
      saveLabel={t(`admin-lessons:${section}.save`)}
      onSave={onSave}
      onDone={onDone}
    >
      <FormField spec={titleSpec} value={title} error={titleError} onChange={(value) => onTitle(String(value))} />
      {children}
    </InlineForm>
  );
}
