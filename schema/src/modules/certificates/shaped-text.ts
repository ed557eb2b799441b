// Draws text shaped by fontkit (decision 012). pdf-lib's own drawText takes fontkit's glyph substitutions
// (conjuncts, reordered matras, reph) but not its positions: it advances by each glyph's default width and drops
// the x/y offsets, so GPOS mark placement and kerning are lost (the reph of र्क sits 236 units off, half forms
// overlap). Here pdf-lib embeds the subset font and encodes the glyph ids, and each glyph is moved where
// fontkit's layout puts it with TJ adjustments (x) and text rise (y), as PDF producers built on HarfBuzz do.
// Each line is wrapped in an ActualText span, so readers that honour it copy and search the typed text even
// where the glyph order differs from it (the i-matra is drawn before its consonant).
import {
  beginText,
  endMarkedContent,
  endText,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  PDFRef,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
  type RGB,
} from "pdf-lib";
import { fontRuns, type FontFile, type Weight } from "./certificate-fonts.ts";
import { layoutWithCharacters } from "./fontkit-runtime.ts";

/** One glyph in thousandths of the font size, as TJ counts: where it sits relative to its default place. */
export interface PlacedGlyph {
  /** The subset glyph id as pdf-lib encodes it (4 hex digits). */
  hex: string;
  /** The width the embedded font declares for it (its W entry). */
  defaultAdvance: number;
  advance: number;
  xOffset: number;
  yOffset: number;
}

export interface ShapedRun {
  font: PDFFont;
  glyphs: PlacedGlyph[];
  /** The run's advance in thousandths of the font size. */
  width: number;
}

/** The fonts one document embeds, each once and as a subset of the glyphs it draws. */
export class CertificateFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>();
  /** Per embedded font, each subset glyph (by its hex) with its glyph id and what it stood for in this document. */
  private readonly drawn = new Map<
    PDFFont,
    { file: FontFile; glyphs: Map<string, { id: number; texts: Set<string> }> }
  >();
  constructor(private readonly pdf: PDFDocument) {}

  embed(file: FontFile): Promise<PDFFont> {
    let font = this.embedded.get(file.key);
    if (!font) {
      font = this.pdf.embedFont(file.bytes, { subset: true });
      this.embedded.set(file.key, font);
    }
    return font;
  }

  async shape(text: string, weight: Weight): Promise<ShapedRun[]> {
    const runs: ShapedRun[] = [];
    for (const run of fontRuns(text, weight)) runs.push(await this.shapeRun(run.text, run.file));
    return runs;
  }

  private async shapeRun(text: string, file: FontFile): Promise<ShapedRun> {
    const font = await this.embed(file);
    const { run: layout, characters } = layoutWithCharacters(file.font, text);
    // The same layout as ours (same fontkit, same font, default features): one 4-digit id per glyph, in order.
    const ids = font.encodeText(text).asString().match(/.{4}/g) ?? [];
    if (ids.length !== layout.glyphs.length) throw new Error(`Glyph count mismatch while shaping "${text}"`);
    const scale = 1000 / file.font.unitsPerEm;
    const drawn = this.drawn.get(font) ?? { file, glyphs: new Map() };
    this.drawn.set(font, drawn);
    layout.glyphs.forEach((glyph, index) => {
      const seen = drawn.glyphs.get(ids[index]) ?? { id: glyph.id, texts: new Set<string>() };
      drawn.glyphs.set(ids[index], seen);
      seen.texts.add(characters[index]);
    });
    const glyphs = layout.positions.map((position, index) => ({
      hex: ids[index],
      defaultAdvance: layout.glyphs[index].advanceWidth * scale,
      advance: position.xAdvance * scale,
      xOffset: position.xOffset * scale,
      yOffset: position.yOffset * scale,
    }));
    return { font, glyphs, width: glyphs.reduce((sum, glyph) => sum + glyph.advance, 0) };
  }

  /**
   * Embeds the fonts, each with a ToUnicode map that depends on this document alone; call it last, before saving.
   * pdf-lib writes it from fontkit's Glyph objects, which are shared by the process (fontkit-runtime.ts, 4). A glyph
   * that is a character of the font's cmap maps to that character; one that is not (a conjunct, a ligature, a vowel
   * sign's part) to the longest text this document drew it for. So में reads back whole, and ों, drawn as the aa
   * sign and the e-matra-with-anusvara, as ा then ें (ं where the document drew no ें); readers that honour
   * ActualText get ों.
   */
  async embedWithTextMaps(): Promise<void> {
    await this.pdf.flush();
    for (const [font, { file, glyphs }] of this.drawn) {
      const entries: [string, string][] = [];
      for (const [hex, { id, texts }] of glyphs) {
        const text = textOfGlyph(charactersOf(file.font, id), [...texts]);
        if (text) entries.push([hex, text]);
      }
      const toUnicode = this.pdf.context.lookup(font.ref, PDFDict).get(PDFName.of("ToUnicode"));
      if (!(toUnicode instanceof PDFRef)) throw new Error(`Font ${font.name} has no ToUnicode stream to replace`);
      this.pdf.context.assign(toUnicode, this.pdf.context.flateStream(toUnicodeCmap(entries)));
    }
  }
}

/** The characters the font's cmap maps to the glyph (fontkit has the method; its types leave it out). */
const charactersOf = (font: FontFile["font"], id: number): string[] =>
  (font as unknown as { stringsForGlyph(id: number): string[] }).stringsForGlyph(id);

/**
 * What one glyph stands for: the character the font's cmap gives it (the first, where several share it), so the aa
 * sign reads as ा wherever it is drawn; else the longest text it was drawn for in the document.
 */
function textOfGlyph(cmapped: string[], drawnFor: string[]): string | undefined {
  const [own] = [...cmapped].sort();
  if (own) return own;
  return drawnFor.sort().reduce((longest, text) => (text.length > longest.length ? text : longest), "") || undefined;
}

/** A ToUnicode CMap (PDF 32000-1, 9.10.3) of subset glyph codes (4 hex digits) to their text, 100 to a block. */
function toUnicodeCmap(entries: [string, string][]): string {
  const utf16 = (text: string) => Buffer.from(text, "utf16le").swap16().toString("hex").toUpperCase();
  const blocks: string[] = [];
  for (let start = 0; start < entries.length; start += 100) {
    const block = entries.slice(start, start + 100);
    blocks.push(`${block.length} beginbfchar`, ...block.map(([hex, text]) => `<${hex}> <${utf16(text)}>`), "endbfchar");
  }
  return [
    "/CIDInit /ProcSet findresource begin",
    "12 dict begin",
    "begincmap",
    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
    "/CMapName /Adobe-Identity-UCS def",
    "/CMapType 2 def",
    "1 begincodespacerange",
    "<0000><ffff>",
    "endcodespacerange",
    ...blocks,
    "endcmap",
    "CMapName currentdict /CMap defineresource pop",
    "end",
    "end",
  ].join("\n");
}

/** The line's width in points at `size`. */
export const lineWidth = (runs: ShapedRun[], size: number) =>
  (runs.reduce((sum, run) => sum + run.width, 0) * size) / 1000;

/**
 * The operators that show one run: TJ arrays whose numbers move the pen from each glyph's default place to
 * fontkit's (a TJ number n moves left by n/1000 of the size); a glyph raised or lowered gets its own TJ inside
 * a text rise.
 */
function runOperators(page: PDFPage, run: ShapedRun, size: number): PDFOperator[] {
  const operators: PDFOperator[] = [];
  let items: (PDFHexString | PDFNumber)[] = [];
  let carry = 0;
  const flush = () => {
    if (items.length) operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(items)]));
    items = [];
  };
  for (const glyph of run.glyphs) {
    const before = carry - glyph.xOffset;
    if (Math.abs(before) > 0.01) items.push(PDFNumber.of(round(before)));
    if (glyph.yOffset) {
      flush();
      operators.push(setTextRise(round((glyph.yOffset * size) / 1000)));
      items.push(PDFHexString.of(glyph.hex));
      flush();
      operators.push(setTextRise(0));
    } else {
      items.push(PDFHexString.of(glyph.hex));
    }
    carry = glyph.defaultAdvance - glyph.advance + glyph.xOffset;
  }
  if (Math.abs(carry) > 0.01) items.push(PDFNumber.of(round(carry)));
  flush();
  return operators;
}

const round = (value: number) => Math.round(value * 100) / 100;

const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

/** The page's resource name for the font, added once (pdf-lib's newFontDictionary adds a name per call). */
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  const keys = fontKeys.get(page) ?? new Map<PDFFont, PDFName>();
  fontKeys.set(page, keys);
  let key = keys.get(font);
  if (!key) {
    key = page.node.newFontDictionary(font.name, font.ref);
    keys.set(font, key);
  }
  return key;
}

/** Writes the shaped line with its left end at (x, y). */
export function drawShaped(
  page: PDFPage,
  line: { text: string; runs: ShapedRun[] },
  at: { x: number; y: number; size: number; color: RGB },
) {
  const { x, y, size, color } = at;
  // A raw argument: pdf-lib's operator types leave out dictionaries, which BDC takes.
  const span = `<< /ActualText ${PDFHexString.fromText(line.text).toString()} >>`;
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [PDFName.of("Span"), span]),
    beginText(),
    setFillingRgbColor(color.red, color.green, color.blue),
    setTextMatrix(1, 0, 0, 1, x, y),
  ];
  for (const run of line.runs) {
    operators.push(setFontAndSize(fontKey(page, run.font), size));
    operators.push(...runOperators(page, run, size));
  }
  operators.push(endText(), endMarkedContent(), popGraphicsState());
  page.pushOperators(...operators);
}
