import { useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormHelperText,
  FormLabel,
  TextField,
  ToggleButton,
} from "@mui/material";
import { useTranslation } from "react-i18next";

interface RichTextEditorProps {
  /** The field's name (translated): its label, the text box's and the toolbar's accessible names. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

// What the server keeps (it sanitises with the stored-HTML rules): paragraphs, h2/h3, bold, italic, lists, links.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], defaultProtocol: "https" },
  }),
];

/** A TipTap editor with a labelled toolbar; `value` is read once, later changes come from typing. */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions,
    content: value,
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "rich-text-input" },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  return (
    <Box>
      <FormLabel component="div" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box sx={{ border: 1, borderColor: error ? "error.main" : "divider", borderRadius: 1 }}>
        <Toolbar editor={editor} label={label} />
        <Box
          sx={{
            px: 1.5,
            "& .rich-text-input": { minHeight: 120, outline: "none", py: 1 },
            "& .rich-text-input:focus-visible": {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation("admin-lessons");
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bullets: current.isActive("bulletList"),
      numbers: current.isActive("orderedList"),
      link: current.isActive("link"),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const chain = () => editor.chain().focus();
  // B and I are one letter, so they carry a spoken name; the others show their name (WCAG 2.5.3, label in name).
  const buttons: {
    key: keyof typeof active;
    text: string;
    name?: string;
    run: () => void;
    weight?: number;
    italic?: boolean;
  }[] = [
    {
      key: "bold",
      text: t("admin-lessons:editor.boldMark"),
      name: t("admin-lessons:editor.bold"),
      run: () => chain().toggleBold().run(),
      weight: 700,
    },
    {
      key: "italic",
      text: t("admin-lessons:editor.italicMark"),
      name: t("admin-lessons:editor.italic"),
      run: () => chain().toggleItalic().run(),
      italic: true,
    },
    { key: "h2", text: t("admin-lessons:editor.heading"), run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: "h3", text: t("admin-lessons:editor.subheading"), run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: "bullets", text: t("admin-lessons:editor.bullets"), run: () => chain().toggleBulletList().run() },
    { key: "numbers", text: t("admin-lessons:editor.numbering"), run: () => chain().toggleOrderedList().run() },
  ];

  return (
    <Box
      role="toolbar"
      aria-label={t("admin-lessons:editor.toolbar", { label })}
      sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
    >
      {buttons.map((button) => (
        <ToggleButton
          key={button.key}
          value={button.key}
          size="small"
          selected={active[button.key]}
          aria-label={button.name}
          onChange={button.run}
          sx={{
            minWidth: 36,
            py: 0.25,
            fontWeight: button.weight,
            fontStyle: button.italic ? "italic" : undefined,
            textTransform: "none",
          }}
        >
          {button.text}
        </ToggleButton>
      ))}
      <ToggleButton
        value="link"
        size="small"
        selected={active.link}
        onChange={() => setLinkOpen(true)}
        sx={{ textTransform: "none", py: 0.25 }}
      >
        {t("admin-lessons:editor.link")}
      </ToggleButton>
      {linkOpen && <LinkDialog editor={editor} onClose={() => setLinkOpen(false)} />}
    </Box>
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
