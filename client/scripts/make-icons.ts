// Renders the install icons in client/public/icons from one drawing (scripts/app-icon.svg), with sharp:
// `npx tsx client/scripts/make-icons.ts`. The PNGs are committed; run this again only when the drawing changes.
// "any" icons keep the rounded tile; maskable ones fill the square and keep the letter inside the central 80 %
// circle that launchers may crop to (https://w3c.github.io/manifest/#icon-masks).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, "..", "public", "icons");
const drawing = fs.readFileSync(path.join(here, "app-icon.svg"), "utf8");
const letter = drawing.match(/<path [^>]+\/>/)![0];
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1565c0"/><g transform="translate(32 32) scale(0.7) translate(-32 -32.5)">${letter}</g></svg>`;

const icons = [
  { name: "icon-192.png", svg: drawing, size: 192 },
  { name: "icon-512.png", svg: drawing, size: 512 },
  { name: "icon-maskable-192.png", svg: maskable, size: 192 },
  { name: "icon-maskable-512.png", svg: maskable, size: 512 },
  // iOS ignores the manifest's icons and masks this one itself.
  { name: "apple-touch-icon.png", svg: maskable, size: 180 },
];

fs.mkdirSync(outDir, { recursive: true });
for (const { name, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, name));
}
console.log(`wrote ${icons.length} icons to ${path.relative(process.cwd(), outDir)}`);
