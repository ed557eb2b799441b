// @vitest-environment node
// The browser decodes the SVG favicon in the page's own renderer after load: text in it makes that renderer match a
// font (a request to the browser process per strike), which was a task of up to ~240 ms at 4x CPU on a public page
// (docs/performance.md, "What the figures mean", item 19). The letter is drawn as a path instead.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const favicon = fs.readFileSync(path.resolve(import.meta.dirname, "../public/favicon.svg"), "utf8");

it("the favicon draws its letter as a path, with no text to set in a font", () => {
  expect(favicon).not.toMatch(/<text\b|font-family|@font-face/);
  expect(favicon).toMatch(/<path [^>]*d="M[^"]+Z"/);
});
