// The web font of each Indian script (Noto Sans, @fontsource), registered only when a language written in it is
// chosen: the font face is added to the document with the script's unicode-range, so the browser downloads it only
// for text in that script, and shows the system font until it arrives (font-display: swap). One weight per script
// (Tamil also its bold, being small): a switch of language costs at most 60 KB of fonts (script-fonts.test.ts), and the
// browser draws the bolder weights from the regular one. docs/languages.md says why Hindi has one too.
import bengali400 from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import devanagari400 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url";
import tamil400 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url";
import tamil700 from "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2?url";
import telugu400 from "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url";
import type { Language } from "./languages.ts";

export interface ScriptFont {
  family: string;
  /** The script's characters, as @fontsource's stylesheet for the subset names them. */
  unicodeRange: string;
  /** Each weight's file: the package path (the budget test reads its size) and the URL the build gives it. */
  faces: { weight: number; file: string; url: string }[];
}

const devanagari: ScriptFont = {
  family: "Noto Sans Devanagari",
  unicodeRange: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
  faces: [
    {
      weight: 400,
      file: "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2",
      url: devanagari400,
    },
  ],
};

/** The font each language's script needs; English reads the system's Latin font. */
export const SCRIPT_FONTS: Record<Language, ScriptFont | null> = {
  en: null,
  hi: devanagari,
  mr: devanagari,
  bn: {
    family: "Noto Sans Bengali",
    unicodeRange:
      "U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1",
    faces: [
      {
        weight: 400,
        file: "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2",
        url: bengali400,
      },
    ],
  },
  te: {
    family: "Noto Sans Telugu",
    unicodeRange: "U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC",
    faces: [
      {
        weight: 400,
        file: "@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2",
        url: telugu400,
      },
    ],
  },
  ta: {
    family: "Noto Sans Tamil",
    unicodeRange: "U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC",
    faces: [
      { weight: 400, file: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2", url: tamil400 },
      { weight: 700, file: "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff2", url: tamil700 },
    ],
  },
};

/**
 * The theme's font stack: MUI's Latin fonts first, then the scripts' Noto families, which match only the characters
 * of their unicode-range and exist only once registered (before that, the system's font for the script is used).
 */
export const FONT_FAMILY = [
  "Roboto",
  "Helvetica",
  "Arial",
  ...[...new Set(Object.values(SCRIPT_FONTS).flatMap((font) => (font ? [`"${font.family}"`] : [])))],
  "sans-serif",
].join(", ");

const registered = new Set<string>();

/** Adds the language's script font to the document once (the browser fetches it when text in the script is shown). */
export function registerScriptFont(language: Language) {
  const font = SCRIPT_FONTS[language];
  if (!font || typeof FontFace === "undefined" || typeof document === "undefined" || !document.fonts) return;
  for (const face of font.faces) {
    if (registered.has(face.url)) continue;
    registered.add(face.url);
    document.fonts.add(
      new FontFace(font.family, `url(${face.url}) format("woff2")`, {
        weight: String(face.weight),
        display: "swap",
        unicodeRange: font.unicodeRange,
      }),
    );
  }
}
