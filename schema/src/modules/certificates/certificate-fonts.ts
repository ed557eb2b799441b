// Which Noto font draws which characters of a certificate (decision 012): one font per script, chosen per
// run of characters, from the @fontsource packages (their WOFF files, unwrapped once to plain OpenType).
import fs from "node:fs";
import { createRequire } from "node:module";
import type { Font } from "@pdf-lib/fontkit";
import type { PDFDocument } from "pdf-lib";
import { fontkit, repairNullAnchors, repairOddGlyphLengths, repairSharedGlyphs } from "./fontkit-runtime.ts";
import { woffToSfnt } from "./woff.ts";

export type Weight = 400 | 700;
export type Script =
  | "latin"
  | "latinExt"
  | "devanagari"
  | "bengali"
  | "gurmukhi"
  | "gujarati"
  | "oriya"
  | "tamil"
  | "telugu"
  | "kannada"
  | "malayalam";

/** Unicode blocks of the Indic scripts, with the @fontsource package and subset that covers each. */
const indicBlocks: { script: Script; from: number; to: number; family: string }[] = [
  { script: "devanagari", from: 0x0900, to: 0x097f, family: "noto-sans-devanagari" },
  { script: "bengali", from: 0x0980, to: 0x09ff, family: "noto-sans-bengali" },
  { script: "gurmukhi", from: 0x0a00, to: 0x0a7f, family: "noto-sans-gurmukhi" },
  { script: "gujarati", from: 0x0a80, to: 0x0aff, family: "noto-sans-gujarati" },
  { script: "oriya", from: 0x0b00, to: 0x0b7f, family: "noto-sans-oriya" },
  { script: "tamil", from: 0x0b80, to: 0x0bff, family: "noto-sans-tamil" },
  { script: "telugu", from: 0x0c00, to: 0x0c7f, family: "noto-sans-telugu" },
  { script: "kannada", from: 0x0c80, to: 0x0cff, family: "noto-sans-kannada" },
  { script: "malayalam", from: 0x0d00, to: 0x0d7f, family: "noto-sans-malayalam" },
];

const fileOf = (script: Script, weight: Weight): string => {
  if (script === "latin") return `@fontsource/noto-sans/files/noto-sans-latin-${weight}-normal.woff`;
  if (script === "latinExt") return `@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff`;
  const family = indicBlocks.find((block) => block.script === script)!.family;
  return `@fontsource/${family}/files/${family}-${script}-${weight}-normal.woff`;
};

export interface FontFile {
  key: string;
  bytes: Uint8Array;
  font: Font;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, FontFile>();

/** Read and parsed once per process; each document embeds its own subset of the bytes. */
export function fontFile(script: Script, weight: Weight): FontFile {
  const key = `${script}-${weight}`;
  let file = loaded.get(key);
  if (!file) {
    const bytes = woffToSfnt(fs.readFileSync(require.resolve(fileOf(script, weight))));
    file = { key, bytes, font: fontkit.create(bytes) };
    repairNullAnchors(file.font);
    repairOddGlyphLengths(file.font);
    repairSharedGlyphs(file.font);
    loaded.set(key, file);
  }
  return file;
}

/**
 * The fontkit to register with pdf-lib: it hands back the font already parsed for these bytes, so a document's
 * embedding does not parse the font's layout tables again (they are most of the cost of shaping).
 */
export const parsedFontkit: Parameters<PDFDocument["registerFontkit"]>[0] = {
  create: (bytes: Uint8Array, postscriptName?: string) =>
    [...loaded.values()].find((file) => file.bytes === bytes)?.font ?? fontkit.create(bytes, postscriptName),
};

/** The Indic script of a character, or null for Latin letters, digits, spaces and punctuation. */
function indicScript(codePoint: number): Script | null {
  // The dandas (U+0964, U+0965) sit in the Devanagari block but end sentences in all of these scripts.
  if (codePoint === 0x0964 || codePoint === 0x0965) return null;
  return indicBlocks.find((block) => codePoint >= block.from && codePoint <= block.to)?.script ?? null;
}

const latinChain: Script[] = ["latin", "latinExt"];

export interface Run {
  text: string;
  file: FontFile;
}

/**
 * Splits a line into runs of one font each. Indic characters take their script's font; spaces, punctuation and
 * joiners stay in the run around them when its font has them, so a name is shaped as one piece; anything else
 * takes the first Latin font that has it. A character no font has becomes "?".
 */
export function fontRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const script = indicScript(codePoint);
    const current = runs.at(-1);
    let file: FontFile | undefined;
    if (script) file = fontFile(script, weight);
    else if (current?.file.font.hasGlyphForCodePoint(codePoint)) file = current.file;
    else
      file = latinChain
        .map((name) => fontFile(name, weight))
        .find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint));
    const shown = file?.font.hasGlyphForCodePoint(codePoint) ? char : "?";
    file = file && shown === char ? file : fontFile("latin", weight);
    if (current?.file === file) current.text += shown;
    else runs.push({ text: shown, file });
  }
  return runs;
}
