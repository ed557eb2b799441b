// Each language's script font: the subset of its own script only, and at most 60 KB of font files per language, so a
// switch of language never costs more (docs/languages.md).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages.ts";
import { FONT_FAMILY, SCRIPT_FONTS } from "./script-fonts.ts";

const require = createRequire(import.meta.url);
const BUDGET_BYTES = 60 * 1024;

describe("script fonts", () => {
  it.each(LANGUAGES)("%s pulls at most 60 KB of its own script's subset", (language) => {
    const font = SCRIPT_FONTS[language];
    if (language === "en") return expect(font).toBeNull();
    const script = font!.family.replace("Noto Sans ", "").toLowerCase();
    const sizes = font!.faces.map((face) => {
      expect(path.basename(face.file)).toMatch(new RegExp(`-${script}-${face.weight}-normal\\.woff2$`));
      expect(face.url).toContain(path.basename(face.file));
      return fs.statSync(require.resolve(face.file)).size;
    });
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total).toBeGreaterThan(5_000);
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it("puts every script's family after the Latin fonts in the theme's stack", () => {
    expect(FONT_FAMILY.startsWith('Roboto, Helvetica, Arial, "Noto Sans')).toBe(true);
    for (const family of ["Devanagari", "Bengali", "Telugu", "Tamil"])
      expect(FONT_FAMILY).toContain(`"Noto Sans ${family}"`);
    expect(FONT_FAMILY.endsWith("sans-serif")).toBe(true);
  });
});
