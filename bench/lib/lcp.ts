// Largest Contentful Paint as a learner on a mid-range phone would feel it: headless Debian Chromium with 4x
// CPU throttling and DevTools' slow-4G profile applied through CDP, a cold cache per page, and the browser's
// own PerformanceObserver('largest-contentful-paint') read once the page has settled.
import fs from "node:fs";
import { chromium } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
/** Headless Chromium as the bench's browser measurements start it (/work/shared/TOOLCHAIN.md "Browsers"). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
// Lighthouse's mobile slow-4G as DevTools applies it: 562.5 ms request latency, 1.47 Mbit/s down, 675 kbit/s up.
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3_000;
// Runs in the page before any of its scripts; a string because this project compiles without DOM types.
const OBSERVE_LCP = `
  window.__lcp = { time: -1, element: "" };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const el = entry.element;
      window.__lcp = { time: entry.startTime, element: el ? el.tagName.toLowerCase() + ' "' + (el.textContent || el.currentSrc || "").trim().slice(0, 40) + '"' : "" };
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });`;

export interface LcpFigure {
  path: string;
  lcpMs: number;
  element: string;
  /** Chromium's full version, so the figure can be reproduced (absent in runs before it was recorded). */
  chromium?: string;
}

export async function measureLcp(baseUrl: string, paths: string[]): Promise<LcpFigure[] | string> {
  if (!fs.existsSync(CHROMIUM)) return `skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const figures: LcpFigure[] = [];
    for (const path of paths)
      figures.push({ ...(await measurePage(browser, `${baseUrl}${path}`, path)), chromium: browser.version() });
    return figures;
  } finally {
    await browser.close();
  }
}

async function measurePage(browser: import("playwright-core").Browser, url: string, path: string): Promise<LcpFigure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVE_LCP });
    // Kept to explain a page that never paints (e.g. assets missing while another build empties client/dist).
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    page.on(
      "response",
      (response) =>
        void (response.status() >= 400 && problems.push(`${response.status()} ${new URL(response.url()).pathname}`)),
    );
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    // The screens are lazy chunks: the first paint of content comes after `load`, and later, larger paints replace it.
    await page.waitForFunction("window.__lcp.time > 0", undefined, { timeout: 60_000 }).catch(() => undefined);
    await page.waitForLoadState("networkidle", { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    const lcp = ((await page.evaluate("window.__lcp")) ?? { time: -1, element: "" }) as {
      time: number;
      element: string;
    };
    const shown = lcp.time > 0 ? lcp.element : `no paint; ${problems.slice(0, 3).join("; ") || "no error seen"}`;
    return { path, lcpMs: lcp.time, element: shown };
  } finally {
    await context.close();
  }
}
