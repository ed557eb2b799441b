// Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7; docs/accessibility.md): a learner signs in, plays, pauses and seeks a
// lesson video and opens a transcript line, moves through a mock test's palette, answers and marks for review, and
// reaches the checkout of a paid course, with nothing but Tab, Shift+Tab, Enter, Space and the arrows. Every control
// the focus passes shows it, and no action drops it to the document. Each screen reflows at 320 px and 200% zoom.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { expect, expectTargetsLargeEnough, focusOn, focusState, reflows, test } from "./fixtures.ts";

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus; every control on the way must show it. With
 * `mayWrap`, the focus may pass the document's end on the way, where a browser's own controls would take it.
 */
async function tabTo(page: Page, target: Locator, back = false, mayWrap = false) {
  // A disabled control is out of the tab order: the course page's Enroll button stays disabled while the gate checks
  // the learner's enrolment (its 'Checking' text shows), and a learner tabs to it once it is enabled.
  await expect(target).toBeEnabled();
  const handle = await target.elementHandle();
  for (let presses = 0; presses < 150; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const focus = await focusOn(page, handle);
    if (mayWrap && focus.state === "body") continue;
    expect(focus.state, `focus on the way to ${target}`).toBe("ok");
    if (focus.onTarget) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A key that acts (Enter, Space): the focus must not fall back to the document afterwards, a page change too. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusState(page), { message: `focus after ${key}` }).not.toBe("body");
}

/**
 * Opens a page as a keyboard user does: a server-rendered visitor page starts its app at the first key (decision
 * 023), then the first Tab offers "Skip to main content", which passes the header.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  if ((await page.locator("#root").getAttribute("data-app")) !== "started") {
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator("#root")).toHaveAttribute("data-app", "started");
  }
  // That first key is the known gap (docs/accessibility.md): whether its move survives the app replacing the
  // server's markup depends on the machine's speed, so the focus may start at the page's end and wrap to its top.
  await tabTo(page, page.getByRole("link", { name: "Skip to main content" }), false, true);
  await press(page, "Enter");
  await expect(page.locator("main")).toBeFocused();
}

async function captionsReady(request: APIRequestContext, courseId: string) {
  const query = `query E2eCaptions($id: ID!) { course(id: $id) { lessons { video { captions { language } } } } }`;
  await expect
    .poll(
      async () => {
        const response = await request.post("/graphql", { data: { query, variables: { id: courseId } } });
        const lessons = (await response.json()).data?.course?.lessons ?? [];
        return lessons[0]?.video?.captions?.length ?? 0;
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

test("a learner signs in, watches a lesson, takes a mock test and reaches checkout with the keyboard alone", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const signUp = await browser.newPage();
  const { email, password } = await signUpConfirmed(signUp, request);
  await signUp.close();

  // Sign in.
  await open(page, "/login");
  await tabTo(page, page.getByLabel(/email/i));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^password/i));
  await page.keyboard.type(password);
  await press(page, "Enter");
  await expect(page.getByText("Successfully signed in!")).toBeVisible();
  await reflows(page);

  // Enrol in C Programming from the catalogue and play, pause and seek its first lesson's video.
  await open(page, "/courses");
  const card = page.getByTestId("course-card").filter({ hasText: "C Programming" }).first();
  await tabTo(page, card.getByRole("link", { name: "Enroll Now" }));
  await press(page, "Enter");
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await tabTo(page, page.getByRole("button", { name: "Enroll Now" }));
  await press(page, "Enter");
  await expect(page).toHaveURL(/\/content$/);
  await captionsReady(request, new URL(page.url()).pathname.split("/")[2]);
  await page.reload();
  const video = page.locator("video").first();
  await tabTo(page, page.getByRole("button", { name: "Play" }));
  await press(page, "Enter");
  await expect(page.getByRole("button", { name: "Pause" })).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  await press(page, "Enter");
  await expect(page.getByRole("button", { name: "Play" })).toBeFocused();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  const seek = page.getByRole("slider", { name: "Seek" });
  await tabTo(page, seek);
  const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await press(page, "ArrowRight");
  await press(page, "ArrowRight");
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(before);
  await expect(seek).toHaveAttribute("aria-valuetext", /^0:0\d of 0:\d\d$/);
  // A transcript line seeks there.
  const line = page.getByRole("region", { name: "Transcript" }).getByRole("button").nth(1);
  const lineStart = await line.locator("span").first().innerText();
  await tabTo(page, line);
  await press(page, "Enter");
  const [minutes, seconds] = lineStart.split(":").map(Number);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => Math.floor(element.currentTime)))
    .toBe(minutes * 60 + seconds);
  await expectTargetsLargeEnough(page);
  await reflows(page);

  // A mock test: the instructions, an answer, Mark for Review, the palette.
  await open(page, "/tests");
  const testCard = page.getByTestId("mock-test-card").filter({ hasText: "SSC CGL Tier I Mock Test 1" });
  await tabTo(page, testCard.getByRole("link", { name: "View test" }));
  await press(page, "Enter");
  await tabTo(page, page.getByLabel("I have read the instructions"));
  await press(page, "Space");
  await tabTo(page, page.getByRole("button", { name: "Start test" }));
  await press(page, "Enter");
  await expect(page.getByTestId("exam-screen")).toBeVisible();
  const options = page.getByTestId("exam-question").getByRole("radio");
  await tabTo(page, options.first());
  await press(page, "ArrowDown");
  await expect(options.nth(1)).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Mark for Review & Next" }));
  await press(page, "Enter");
  const first = page.getByRole("button", { name: "Question 1: Answered and marked for review" });
  await expect(first).toBeVisible();
  await expect(page.getByRole("button", { name: /^Question 2:/ })).toHaveAttribute("aria-current", "step");
  // On through the palette to the third question, then back up to its options and answer the last one.
  await tabTo(page, first);
  await tabTo(page, page.getByRole("button", { name: /^Question 3:/ }));
  await press(page, "Enter");
  await expect(page.getByRole("button", { name: /^Question 3:/ })).toHaveAttribute("aria-current", "step");
  await tabTo(page, options.last(), true);
  await press(page, "Space");
  await expect(options.last()).toBeChecked();
  await expectTargetsLargeEnough(page);
  await reflows(page);

  // Checkout of a paid course, on the test provider's page.
  await open(page, "/courses");
  const paid = page.getByTestId("course-card").filter({ hasText: "Web Development" }).first();
  await tabTo(page, paid.getByRole("link").first());
  await press(page, "Enter");
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  // As a keyboard user waits for the page to arrive: its skeleton's place is not kept when the course replaces it.
  await expect(page.getByRole("button", { name: "Buy for ₹1,499" })).toBeVisible();
  // The state picker is disabled until its list, an answer of its own, arrives after the button's: a Tab before that
  // passes it and leaves the page, as it would for a learner (place-of-supply-field.tsx).
  await expect(page.getByRole("combobox", { name: "Your state" })).toBeEnabled();
  await tabTo(page, page.getByRole("combobox", { name: "Your state" }));
  await press(page, "Enter");
  await page.keyboard.type("Delhi");
  await press(page, "Enter");
  await expect(page.getByRole("combobox", { name: "Your state" })).toHaveText("Delhi");
  await reflows(page);
  await tabTo(page, page.getByRole("button", { name: "Buy for ₹1,499" }));
  // The provider's checkout is another document: its focus starts at the top, as a newly opened page's does.
  await page.keyboard.press("Enter");
  await expect(page.getByText("TEST MODE")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "Pay (success)" }));
  await reflows(page);
});
