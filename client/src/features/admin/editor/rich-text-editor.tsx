import { useState } from "react";
import type { Editor } from "@tiptap/react";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  RichTextField,
  formatButton,
  richTextExtensions,
  type RichTextButton,
} from "../../../components/rich-text/rich-text-field.tsx";

interface RichTextEditorProps {
  /** The field's name (translated): its label, the text box's and the toolbar's accessible names. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

// What the server keeps (it sanitises with the stored-HTML rules): paragraphs, h2/h3, bold, italic, lists, links.
const extensions = richTextExtensions({
  heading: { levels: [2, 3] },
  code: false,
  codeBlock: false,
  strike: false,
});

/** The console's rich-text field: the editor kit with headings, lists and a link dialog. */
export function RichTextEditor({ value, ...field }: RichTextEditorProps) {
  const { t } = useTranslation("admin-lessons");
  const [linkOpen, setLinkOpen] = useState(false);
  // B and I are one letter, so they carry a spoken name; the others show their name (WCAG 2.5.3, label in name).
  const buttons: RichTextButton[] = [
    formatButton("bold", t("admin-lessons:editor.boldMark"), { name: t("admin-lessons:editor.bold"), weight: 700 }),
    formatButton("italic", t("admin-lessons:editor.italicMark"), {
      name: t("admin-lessons:editor.italic"),
      italic: true,
    }),
    formatButton("heading", t("admin-lessons:editor.heading")),
    formatButton("subheading", t("admin-lessons:editor.subheading")),
    formatButton("bullets", t("admin-lessons:editor.bullets")),
    formatButton("numbers", t("admin-lessons:editor.numbering")),
    {
      key: "link",
      text: t("admin-lessons:editor.link"),
      isActive: (editor) => editor.isActive("link"),
      run: () => setLinkOpen(true),
    },
  ];
  return (
    <RichTextField
      {...field}
      initial={value}
      toolbarLabel={t("admin-lessons:editor.toolbar", { label: field.label })}
      extensions={extensions}
      buttons={buttons}
      minHeight={120}
      toolbarEnd={(editor) => linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    />
  );
}

function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation(["admin-lessons", "common"]);
  const [href, setHref] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const apply = () => {
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="link-dialog-title">
      <DialogTitle id="link-dialog-title">{t("admin-lessons:editor.link")}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          label={t("admin-lessons:editor.address")}
          type="url"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          helperText={t("admin-lessons:editor.addressHelp")}
          fullWidth
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common:actions.cancel")}</Button>
        <Button variant="contained" onClick={apply}>
          {t("admin-lessons:editor.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
