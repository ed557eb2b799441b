// Two repairs to @pdf-lib/fontkit 1.1.1, the fontkit pdf-lib embeds with, both needed for Indic text.
//
// 1. It ships one generator, StateMachine.match (the syllable finder of its Indic and Universal
// shapers), compiled for regenerator-runtime without bundling that runtime: any Devanagari, Bengali, Tamil ...
// text fails with "regeneratorRuntime is not defined" (Hopding/pdf-lib#785, #1419). That generator uses only
// mark, wrap, context.prev/next and context.stop(); this is exactly that much of the runtime.
import fontkit from "@pdf-lib/fontkit";

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

export { fontkit };
