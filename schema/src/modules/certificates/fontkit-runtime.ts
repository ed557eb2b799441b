// Three repairs to @pdf-lib/fontkit 1.1.1, the fontkit pdf-lib embeds with, all needed for Indic text.
//
// 1. It ships one generator, StateMachine.match (the syllable finder of its Indic and Universal
// shapers), compiled for regenerator-runtime without bundling that runtime: any Devanagari, Bengali, Tamil ...
// text fails with "regeneratorRuntime is not defined" (Hopding/pdf-lib#785, #1419). That generator uses only
// mark, wrap, context.prev/next and context.stop(); this is exactly that much of the runtime.
import fontkit, { type Font, type GlyphRun } from "@pdf-lib/fontkit";

interface GeneratorContext {
  prev: number;
  next: number;
  done: boolean;
  stop(): void;
}

const regeneratorRuntime = {
  mark: <T>(generatorFunction: T) => generatorFunction,
  wrap(step: (context: GeneratorContext) => unknown): Iterator<unknown> {
    const context: GeneratorContext = {
      prev: 0,
      next: 0,
      done: false,
      stop() {
        this.done = true;
      },
    };
    return {
      next() {
        if (context.done) return { done: true, value: undefined };
        const value = step(context);
        return context.done ? { done: true, value: undefined } : { done: false, value };
      },
    };
  },
};

const scope = globalThis as { regeneratorRuntime?: unknown };
scope.regeneratorRuntime ??= regeneratorRuntime;

// 2. A mark-to-base record may have a NULL anchor for a mark class (allowed by OpenType: that base takes no
// mark of the class; Noto Sans Telugu has them). fontkit reads its coordinates and throws; HarfBuzz leaves the
// mark unattached. Its GPOS processor is not exported, so the repair reaches its prototype through a font.
interface AnchorProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseIndex: number): void;
}

let anchorsRepaired = false;

/** Patches the GPOS processor class once, through the first font that has GPOS. */
export function repairNullAnchors(font: object) {
  if (anchorsRepaired) return;
  const engine = (font as { _layoutEngine?: { engine?: { GPOSProcessor?: AnchorProcessor } } })._layoutEngine?.engine;
  if (!engine?.GPOSProcessor) return;
  const prototype = Object.getPrototypeOf(engine.GPOSProcessor) as AnchorProcessor;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, baseIndex) {
    if (markRecord.markAnchor && baseAnchor) applyAnchor.call(this, markRecord, baseAnchor, baseIndex);
  };
  anchorsRepaired = true;
}

// 3. A subset whose glyphs fit in 64 KB is written with the short loca format, which stores offsets halved, but
// its glyphs are copied at their own lengths: a font whose glyphs have odd lengths (Noto Sans Telugu uses the long
// format and does not pad them) gets every offset after the first odd glyph rounded down, and its glyphs come out
// broken or empty. Padding each copied glyph to an even length, as the format requires, keeps the offsets whole.
interface TrueTypeSubset {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

let subsetsRepaired = false;

/** Patches the TrueType subset class once, through the first font's subset. */
export function repairOddGlyphLengths(font: { createSubset(): unknown }) {
  if (subsetsRepaired) return;
  const prototype = Object.getPrototypeOf(font.createSubset()) as TrueTypeSubset;
  if (!("_addGlyph" in prototype)) return;
  const addGlyph = prototype._addGlyph;
  prototype._addGlyph = function (glyphId) {
    const index = addGlyph.call(this, glyphId);
    const glyph = this.glyf[index];
    if (glyph.length % 2 === 1) {
      // fontkit's own Buffer class (a bundled polyfill), which its table encoder checks for.
      const padded = (glyph.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(glyph.length + 1);
      padded.set(glyph);
      this.glyf[index] = padded;
      this.offset += 1;
    }
    return index;
  };
  subsetsRepaired = true;
}

// 4. A font keeps one Glyph object per glyph id, made at the id's first use in the process and carrying that use's
// characters. Shaping starts from them: once ों (the aa sign plus the e-matra-with-anusvara) has made the e-matra's
// Glyph with no characters, a later में is shaped from an e-matra that stands for nothing, and Bengali's ্য may come
// out as other glyphs. pdf-lib also writes a subset's ToUnicode from them. So a certificate read, and could even be
// shaped, differently after an invoice had been drawn in the same process. Every layout of a shared font here
// starts from Glyph objects of its own, as a freshly parsed font would, and what each of its glyphs stands for is
// taken from the engine's GlyphInfos (which the shaping carries through ligatures and decompositions) just before
// the engine clears them.
interface OpenTypeEngine {
  glyphInfos: { codePoints: number[] }[] | null;
  cleanup(): void;
  lastCodePoints?: number[][];
}

interface LayoutInternals {
  _glyphs: Record<number, unknown>;
  _layoutEngine?: { engine?: OpenTypeEngine };
}

const ownGlyphs = new WeakSet<Font>();

/** Gives every layout of `font` (pdf-lib's and ours) Glyph objects of its own; once per font. */
export function repairSharedGlyphs(font: Font) {
  if (ownGlyphs.has(font)) return;
  const internals = font as unknown as LayoutInternals;
  const engine = internals._layoutEngine?.engine;
  if (engine) {
    const cleanup = engine.cleanup;
    engine.cleanup = function () {
      this.lastCodePoints = this.glyphInfos?.map((info) => info.codePoints) ?? [];
      cleanup.call(this);
    };
  }
  const layout = font.layout.bind(font);
  font.layout = (...args: Parameters<Font["layout"]>) => {
    if (engine) engine.lastCodePoints = [];
    const shared = internals._glyphs;
    internals._glyphs = {};
    try {
      return layout(...args);
    } finally {
      internals._glyphs = shared;
    }
  };
  ownGlyphs.add(font);
}

/** The layout of `text`, with the characters each of its glyphs stands for in this text. */
export function layoutWithCharacters(font: Font, text: string): { run: GlyphRun; characters: string[] } {
  repairSharedGlyphs(font);
  const run = font.layout(text);
  const engine = (font as unknown as LayoutInternals)._layoutEngine?.engine;
  const perGlyph =
    engine?.lastCodePoints?.length === run.glyphs.length
      ? engine.lastCodePoints
      : run.glyphs.map((glyph) => glyph.codePoints);
  return { run, characters: perGlyph.map((codePoints) => String.fromCodePoint(...codePoints)) };
}

export { fontkit };
