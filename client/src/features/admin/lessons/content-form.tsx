import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { StaffLessonContentFragment } from "../../../gql-admin/graphql.ts";
import { FormField } from "../forms/form-field.tsx";
import type { FieldErrors } from "../forms/form-spec.ts";
import { InlineForm } from "../forms/inline-form.tsx";
import { contentTitleField, type TitledSection } from "./content-fields.ts";

/** What the lesson page hands each content item's editor. */
export interface ContentEditorProps {
  lessonId: string;
  /** null: a new item. */
  content: StaffLessonContentFragment | null;
  onDone: () => void;
}

interface ContentFormProps {
  section: TitledSection;
  /** An item being edited rather than a new one. */
  editing: boolean;
  /** The editor's useForm, whose values hold the title. */
  form: {
    values: { title: string };
    errors: FieldErrors;
    change: (name: "title", value: string) => void;
  };
  onSave: () => Promise<boolean>;
  onDone: () => void;
  /** The item's own fields, below its title. */
  children: ReactNode;
}

/** A titled content item's editor (notes, slides): its title first, Save and Cancel last. */
export function ContentForm({ section, editing, form, onSave, onDone, children }: ContentFormProps) {
  const { t } = useTranslation("admin-lessons");
  const titleSpec = useMemo(() => contentTitleField(section, t), [section, t]);
  return (
    <InlineForm
      label={editing ? t(`admin-lessons:${section}.edit`) : t(`admin-lessons:${section}.new`)}
      saveLabel={t(`admin-lessons:${section}.save`)}
      onSave={onSave}
      onDone={onDone}
    >
      <FormField
        spec={titleSpec}
        value={form.values.title}
        error={form.errors.title}
        onChange={(value) => form.change("title", String(value))}
      />
      {children}
    </InlineForm>
  );
}
