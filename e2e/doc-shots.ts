// The screenshots the README and docs/ show of the learning-together screens (docs/discussions.md,
// docs/assignments.md, docs/notifications.md), taken by the journeys themselves so that they show the real stack:
// `E2E_DOC_SHOTS=1 npx playwright test e2e/discussion.spec.ts e2e/assignments.spec.ts e2e/notifications.spec.ts`
// writes them into docs/screenshots/. Without the variable nothing is written.
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

const dir = path.resolve(import.meta.dirname, "../docs/screenshots");

type Clip = { x: number; y: number; width: number; height: number };

/**
 * At 1280 px wide (or as a 360 px phone shows it), the part of the screen that shows the feature (a region, or a
 * rectangle of the window), else the visible window. Fonts are awaited: a Hindi shot must show Devanagari, not boxes.
 */
export async function docShot(
  page: Page,
  name: string,
  part?: Locator | Clip,
  screen: "desktop" | "phone" = "desktop",
) {
  if (!process.env.E2E_DOC_SHOTS) return;
  fs.mkdirSync(dir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize(screen === "phone" ? { width: 360, height: 740 } : { width: 1280, height: 900 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const file = path.join(dir, `${name}.png`);
  if (part && "screenshot" in part) await part.screenshot({ path: file, animations: "disabled" });
  else await page.screenshot({ path: file, animations: "disabled", clip: part });
  await page.setViewportSize(original);
}
