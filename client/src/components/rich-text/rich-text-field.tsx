// The one rich-text editor setup (TipTap): the console's lesson and assignment texts and the learners' discussion
// posts are both this field, each with its own marks and buttons. What the editor makes is what the server keeps
// after sanitising; each caller's extensions say which marks that is.
import type { ReactNode } from "react";
import { EditorContent, useEditor, useEditorState, type Editor, type Extensions } from "@tiptap/react";
import StarterKit, { type StarterKitOptions } from "@tiptap/starter-kit";
import { Box, FormHelperText, FormLabel, ToggleButton } from "@mui/material";

/**
 * StarterKit without what no stored text keeps (horizontal rules), with links as the server keeps them (http,
 * https, mailto; typed addresses become links; clicking one in the editor edits rather than follows it).
 * Call once at module level: the editor is made once with them.
 */
export function richTextExtensions(options: Partial<StarterKitOptions>): Extensions {
  return [
    StarterKit.configure({
      horizontalRule: false,
      link: { openOnClick: false, autolink: true, protocols: ["http", "https", "mailto"], defaultProtocol: "https" },
      ...options,
    }),
  ];
}

export interface RichTextButton {
  key: string;
  /** What the button shows. */
  text: string;
  /** Its spoken name when `text` is a single letter (WCAG 2.5.3, label in name). */
  name?: string;
  isActive: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  weight?: number;
  italic?: boolean;
}

// The toolbar's commands, each with how the editor tells whether the caret is in it.
const commands = {
  bold: { isActive: (e: Editor) => e.isActive("bold"), run: (e: Editor) => e.chain().focus().toggleBold().run() },
  italic: {
    isActive: (e: Editor) => e.isActive("italic"),
    run: (e: Editor) => e.chain().focus().toggleItalic().run(),
  },
  heading: {
    isActive: (e: Editor) => e.isActive("heading", { level: 2 }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  subheading: {
    isActive: (e: Editor) => e.isActive("heading", { level: 3 }),
    run: (e: Editor) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  bullets: {
    isActive: (e: Editor) => e.isActive("bulletList"),
    run: (e: Editor) => e.chain().focus().toggleBulletList().run(),
  },
  numbers: {
    isActive: (e: Editor) => e.isActive("orderedList"),
    run: (e: Editor) => e.chain().focus().toggleOrderedList().run(),
  },
  codeBlock: {
    isActive: (e: Editor) => e.isActive("codeBlock"),
    run: (e: Editor) => e.chain().focus().toggleCodeBlock().run(),
  },
};

/** A toolbar button for one of the kit's formatting commands. */
export function formatButton(
  command: keyof typeof commands,
  text: string,
  look: Pick<RichTextButton, "name" | "weight" | "italic"> = {},
): RichTextButton {
  return { key: command, text, ...commands[command], ...look };
}

interface RichTextFieldProps {
  /** The field's name (translated): its label and the text box's accessible name. */
  label: string;
  toolbarLabel: string;
  /** Read once; later changes come from typing. */
  initial: string;
  onChange: (html: string) => void;
  error?: string | null;
  extensions: Extensions;
  buttons: RichTextButton[];
  /** Further toolbar controls that need the editor (the console's link dialog). */
  toolbarEnd?: (editor: Editor) => ReactNode;
  minHeight: number;
}

/** A labelled TipTap editor with a toolbar; answers "" while it is empty, otherwise its HTML. */
export function RichTextField({
  label,
  initial,
  onChange,
  error,
  extensions,
  minHeight,
  ...toolbar
}: RichTextFieldProps) {
  const editor = useEditor({
    extensions,
    content: initial,
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
        <Toolbar editor={editor} {...toolbar} />
        <Box
          sx={{
            px: 1.5,
            "& .rich-text-input": { minHeight, outline: "none", py: 1, overflowWrap: "anywhere" },
            "& .rich-text-input:focus-visible": {
              boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
            },
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

type ToolbarProps = Pick<RichTextFieldProps, "toolbarLabel" | "buttons" | "toolbarEnd"> & { editor: Editor };

function Toolbar({ editor, toolbarLabel, buttons, toolbarEnd }: ToolbarProps) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => buttons.map((button) => button.isActive(current)),
  });
  return (
    <Box
      role="toolbar"
      aria-label={toolbarLabel}
      sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, p: 0.5, borderBottom: 1, borderColor: "divider" }}
    >
      {buttons.map((button, index) => (
        <ToggleButton
          key={button.key}
          value={button.key}
          size="small"
          selected={active[index]}
          aria-label={button.name}
          onChange={() => button.run(editor)}
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
      {toolbarEnd?.(editor)}
    </Box>
  );
}
