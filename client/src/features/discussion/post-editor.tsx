import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Box, FormHelperText, FormLabel, ToggleButton } from "@mui/material";
import { useTranslation } from "react-i18next";

// What the server keeps for a post (docs/discussions.md): paragraphs, bold, italic, lists, code and code blocks,
// links (typed addresses become links).
const extensions = [
  StarterKit.configure({
    heading: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], defaultProtocol: "https" },
  }),
];

interface PostEditorProps {
  label: string;
  /** Read once; later changes come from typing. */
  initial?: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/** A small TipTap editor for a question's or answer's body. */
export function PostEditor({ label, initial = "", onChange, error }: PostEditorProps) {
  const editor = useEditor({
    extensions,
    content: initial,
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true", class: "post-input" },
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
            "& .post-input": { minHeight: 96, outline: "none", py: 1, overflowWrap: "anywhere" },
            "& .post-input:focus-visible": { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            "& pre": { bgcolor: "action.hover", p: 1, borderRadius: 1, overflowX: "auto" },
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
  const { t } = useTranslation();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      code: current.isActive("codeBlock"),
      bullets: current.isActive("bulletList"),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: "bold", text: t("discussion:editor.bold"), run: () => chain().toggleBold().run() },
    { key: "italic", text: t("discussion:editor.italic"), run: () => chain().toggleItalic().run() },
    { key: "code", text: t("discussion:editor.codeBlock"), run: () => chain().toggleCodeBlock().run() },
    { key: "bullets", text: t("discussion:editor.bullets"), run: () => chain().toggleBulletList().run() },
  ] as const;
  return (
    <Box
      role="toolbar"
      aria-label={t("discussion:editor.toolbar", { label })}
      sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
    >
      {buttons.map((button) => (
        <ToggleButton
          key={button.key}
          value={button.key}
          size="small"
          selected={active[button.key]}
          onChange={button.run}
          sx={{ py: 0.25, textTransform: "none" }}
        >
          {button.text}
        </ToggleButton>
      ))}
    </Box>
  );
}
