import { useTranslation } from "react-i18next";
import { RichTextField, formatButton, richTextExtensions } from "../../components/rich-text/rich-text-field.tsx";

// What the server keeps for a post (docs/discussions.md): paragraphs, bold, italic, lists, code and code blocks,
// links (typed addresses become links).
const extensions = richTextExtensions({ heading: false });

interface PostEditorProps {
  label: string;
  /** Read once; later changes come from typing. */
  initial?: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/** A question's or answer's body: the editor kit with bold, italic, code blocks and bullets. */
export function PostEditor({ initial = "", ...field }: PostEditorProps) {
  const { t } = useTranslation();
  const buttons = [
    formatButton("bold", t("discussion:editor.bold")),
    formatButton("italic", t("discussion:editor.italic")),
    formatButton("codeBlock", t("discussion:editor.codeBlock")),
    formatButton("bullets", t("discussion:editor.bullets")),
  ];
  return (
    <RichTextField
      {...field}
      initial={initial}
      toolbarLabel={t("discussion:editor.toolbar", { label: field.label })}
      extensions={extensions}
      buttons={buttons}
      minHeight={96}
    />
  );
}
