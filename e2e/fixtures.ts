// Shared journey fixtures: fail on console errors, save screenshots at desktop and 360 px, run axe scans,
// and read the dev mailbox of the real identity server.
import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type APIRequestContext,
  type ElementHandle,
  type Locator,
  type Page,
} from "@playwright/test";

// Chromium logs every 4xx answer as a console error; the identity server's 4xx for a wrong password or an
// unconfirmed email is an expected answer the screen handles. Aborted and blocked external loads are not our bugs,
// nor a write (or an unseen read, or a lesson video's HLS playlist or segment, which only lesson packs keep) the service
// worker cannot answer while the browser is offline (offline.spec.ts).
const ignoredConsole = [
  /status of 4\d\d .*\/auth\/v1\/(token|user|logout)/,
  /favicon\.ico/,
  /ERR_ABORTED/,
  /net::ERR_BLOCKED_BY_RESPONSE/,
  /youtube\.com/,
  /ERR_CONNECTION_REFUSED/,
  /ERR_NAME_NOT_RESOLVED/,
  /ERR_INTERNET_DISCONNECTED/,
  /net::ERR_FAILED .*\/graphql(\?.*)?$/,
  /net::ERR_FAILED .*\/api\/files\/.*\.(m3u8|ts)$/,
];

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = `${message.text()} ${message.location().url}`;
        // A 404 page (unknown path, missing course) is answered with a true 404 status: the journey checks what it shows.
        const notFoundPage = /status of 404/.test(message.text()) && message.location().url === page.url();
        if (!notFoundPage && !ignoredConsole.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A visitor's server-rendered page starts its app at the visitor's first sign of using it (decision 023): the
 * pointer moves, then the app has taken the page over.
 */
export async function startApp(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator("#root")).toHaveAttribute("data-app", "started");
}

/**
 * Clicks a control at the header's right end (the language menu, the account menu). A toast shows
 * top-right for 5 s (spec section 1), over those controls, and stays while the pointer rests on it (notistack
 * pauses its timer on hover, as a reader would want): a click the toast intercepts would leave Playwright's pointer
 * on it for good. So the pointer moves off and the toasts are let close first, as a learner would wait.
 */
export async function clickPastToasts(page: Page, control: Locator) {
  const toasts = page.locator(".notistack-SnackbarContainer [role='alert']");
  await expect(async () => {
    await page.mouse.move(1, 400);
    await expect(toasts).toHaveCount(0, { timeout: 10_000 });
    await control.click({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/** Chooses a language in the header's menu (its button keeps one id whatever language the page is in). */
export async function chooseLanguage(page: Page, language: string) {
  await clickPastToasts(page, page.locator("#language-menu-button"));
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
}

/** A signed-in learner's choice in the header's language menu, once the profile has kept it (a reload stays in it). */
export async function chooseLanguageKept(page: Page, language: string) {
  if ((await page.locator("html").getAttribute("lang")) === language) return;
  const saved = page.waitForResponse(
    (response) => response.url().includes("/graphql") && /UpdateProfile/.test(response.request().postData() ?? ""),
  );
  await chooseLanguage(page, language);
  await saved;
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

const shotsDir = path.resolve("test-results/screenshots");

/**
 * Saves the current screen at desktop width and at 360 px (artifacts, not committed). Not in CI, whose record of a
 * run is its log: nobody would see them there.
 */
export async function screenshots(page: Page, name: string) {
  if (process.env.CI) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.screenshot({ path: path.join(shotsDir, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: path.join(shotsDir, `${name}-360.png`), fullPage: true });
  await page.setViewportSize(original);
}

/**
 * An axe scan of the page itself. Embedded players (YouTube) are not ours to scan, and with no frame to scan the
 * scan runs in the page alone ("legacy mode"): the default gathers each frame's part in a blank page it opens per
 * scan, which here cost 1-1.4 s of a 2-3 s scan for the same findings.
 */
export function axeScan(page: Page) {
  return new AxeBuilder({ page }).exclude("iframe").setLegacyMode(true);
}

/**
 * Fails on serious or critical accessibility violations of the current page, as it rests: the scan waits for
 * finite transitions to end first, because a button turning from disabled to enabled fades its colours over
 * 250 ms and a frame of that fade is not what the learner reads. Endless animations (spinners, pulses) are not
 * waited for.
 */
export async function expectAccessible(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  const results = await axeScan(page).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}

interface MailMessage {
  subject: string;
  html: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Waits for a message to `to` whose subject matches, newest first, and returns its first auth link. */
export async function mailLink(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const message = await waitForMail(request, to, subject);
  return message.links.find((href) => href.includes("/auth/v1/verify"))!;
}

/** The 6-digit code of the newest message to `to` whose subject matches. */
export async function mailCode(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const message = await waitForMail(request, to, subject);
  return /enter this code: (\d{6})/.exec(message.text)![1];
}

async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailMessage> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
    if (response.ok()) {
      const messages = (await response.json()) as MailMessage[];
      const message = messages.find(
        (candidate) =>
          subject.test(candidate.subject) && candidate.links.some((href) => href.includes("/auth/v1/verify")),
      );
      if (message) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No mail matching ${subject} for ${to}`);
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
}

/** Resolves once the service worker controls the page (the journeys that allow it). */
export const controlled = (page: Page) =>
  page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });

/** A GraphQL call as the browser's app makes it, with the learner's backend token when given. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await request.post("/graphql", {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Reflow (WCAG 1.4.10): the current page scrolls only vertically at 320 CSS px wide and at 200% zoom of a
 * 1280x800 screen (a 640x400 CSS viewport). The viewport is put back afterwards.
 */
export async function reflows(page: Page) {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const size of [
    { width: 320, height: 640 },
    { width: 640, height: 400 },
  ]) {
    await page.setViewportSize(size);
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth + 1) return null;
      // What sticks out, to say which element to fix.
      const wide = [...document.querySelectorAll<HTMLElement>("body *")].find(
        (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
      );
      return `${root.scrollWidth} > ${root.clientWidth}: ${wide?.outerHTML.slice(0, 160) ?? "?"}`;
    });
    expect(overflow, `horizontal scrolling at ${size.width} px`).toBeNull();
  }
  await page.setViewportSize(original);
}

/** Targets of at least 24 by 24 CSS px, or spaced as if they were (WCAG 2.5.8): axe's rule, off by default. */
export async function expectTargetsLargeEnough(page: Page) {
  const results = await axeScan(page).withRules(["target-size"]).analyze();
  expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
}

/**
 * Where the keyboard focus is: "body" when it was lost to the document, "ok" when it shows (an outline or a ring
 * on the element, or on the MUI control that draws it: a radio's, a slider thumb's or a text field's root), else
 * the element, to say which one hides its focus (WCAG 2.4.7); and whether it is in `target`.
 */
export async function focusOn(
  page: Page,
  target?: ElementHandle | null,
): Promise<{ state: string; onTarget: boolean }> {
  return page.evaluate((element) => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) return { state: "body", onTarget: false };
    const onTarget = !!element?.contains(active);
    const shows = (candidate: Element) => {
      const style = getComputedStyle(candidate);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== "none" && style.boxShadow !== "");
    };
    if (shows(active)) return { state: "ok", onTarget };
    const control = active.closest(".Mui-focusVisible, .Mui-focused");
    if (control && (shows(control) || control.classList.contains("Mui-focused"))) return { state: "ok", onTarget };
    return { state: active.outerHTML.slice(0, 160), onTarget };
  }, target ?? null);
}

export const focusState = async (page: Page) => (await focusOn(page)).state;
