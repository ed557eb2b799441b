// Lesson packs (docs/offline.md): a learner downloads a lesson on purpose and studies it offline. The service worker
// is allowed here, as in offline.spec.ts (the other journeys block it).
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { expect, screenshots, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });

const controlled = (page: Page) =>
  page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 30_000 });
const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** Signed up, enrolled in C Programming and on its first lesson (the one with an uploaded video), with the worker in control. */
async function enrolledInFirstLesson(page: Page, request: APIRequestContext) {
  await page.goto("/");
  await controlled(page);
  await signUpConfirmed(page, request);
  await page.goto("/courses");
  await page.getByTestId("course-card").filter({ hasText: "C Programming" }).first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  const courseId = new URL(page.url()).pathname.split("/")[2];
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/content`));
  await expect(page.locator("video")).toBeAttached();
  return courseId;
}

/**
 * The byte ranges of lesson files the service worker fetched for packs, answered in full (the context sees the
 * worker's requests). A pack asks for closed ranges; the video player's own requests are open-ended ("bytes=0-").
 */
function countPackRanges(context: BrowserContext) {
  const ranges: string[] = [];
  context.on("requestfinished", (request) => {
    const range = request.headers()["range"] ?? "";
    if (request.url().includes("/api/files/") && /^bytes=\d+-\d+$/.test(range) && request.serviceWorker())
      ranges.push(`${new URL(request.url()).pathname} ${range}`);
  });
  return ranges;
}

async function completedLessons(request: APIRequestContext, page: Page, courseId: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await request.post("/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: "query Done($id: ID!) { courseProgress(courseId: $id) { completedLessonIds } }",
      variables: { id: courseId },
    },
  });
  return ((await response.json()) as { data: { courseProgress: { completedLessonIds: string[] } } }).data.courseProgress
    .completedLessonIds;
}

test("a downloaded lesson opens offline as online: video plays and seeks, notes and slides open, quiz answers, progress syncs", async ({
  page,
  context,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  const ranges = countPackRanges(context);

  await page.getByRole("button", { name: "Download for offline" }).click();
  const dialog = page.getByRole("dialog");
  // The size of the choice is shown before anything of the lesson is fetched.
  await expect(dialog.getByText(/Original quality · About \d+(\.\d)? kB/)).toBeVisible();
  await expect(dialog.getByRole("list", { name: "The download holds" })).toContainText("The class video");
  await expect(dialog.getByRole("list", { name: "The download holds" })).toContainText(/slide deck/);
  await expect(dialog.getByRole("list", { name: "The download holds" })).toContainText(/The quiz \(\d+ questions?\)/);
  await screenshots(page, "offline-pack-dialog");
  expect(ranges).toEqual([]);
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 30_000 });
  // Every range of every file once.
  expect(new Set(ranges).size).toBe(ranges.length);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline")).toBeVisible();
  const video = page.locator("video");
  await expect(video).toBeAttached();
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seekTo = element.duration / 2;
    await new Promise((resolve) => {
      element.addEventListener("seeked", resolve, { once: true });
      element.currentTime = seekTo;
    });
    return { error: element.error?.code ?? null, readyState: element.readyState, at: element.currentTime, seekTo };
  });
  expect(played.error).toBeNull();
  expect(played.readyState).toBeGreaterThanOrEqual(2);
  expect(played.at).toBeCloseTo(played.seekTo, 0);

  await page.getByRole("tab", { name: /ppts/i }).click();
  await expect(page.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole("tab", { name: /notes/i }).click();
  await expect(page.getByText("Failed to load PDF")).toHaveCount(0);
  await page.getByRole("tab", { name: /quiz/i }).click();
  const question = page.getByTestId("quiz-question").first();
  await question.getByRole("button").first().click();
  await expect(question.getByText(/Correct!|Incorrect/)).toBeVisible();

  // Watching the whole video (10 s) offline completes the lesson on the device (the server counts real watch time,
  // spec section 9); the completion reaches the server once back online.
  await page.getByRole("tab", { name: /class/i }).click();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.currentTime = 0;
    await element.play();
    await new Promise((resolve) => element.addEventListener("ended", resolve, { once: true }));
  });
  expect(await completedLessons(request, page, courseId)).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => completedLessons(request, page, courseId), { timeout: 30_000 }).toHaveLength(1);
});

test("Downloads lists the pack, and Delete frees its storage", async ({ page, request }) => {
  await enrolledInFirstLesson(page, request);
  await page.getByRole("button", { name: "Download for offline" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 30_000 });

  await page.goto("/profile?section=downloads");
  const row = page.getByTestId("download-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("C Programming");
  await expect(row).toContainText("Introduction to C and Your First Program");
  await expect(row).toContainText("Original");
  await expect(row).toContainText("Ready offline");
  await expect(page.getByTestId("downloads-usage")).toContainText(/free on this device/);
  await screenshots(page, "offline-downloads-tab");
  const before = await usage(page);
  await row.getByRole("button", { name: /Delete the download of/ }).click();
  await expect(row).toHaveCount(0);
  // The video alone is about 100 kB.
  await expect.poll(() => usage(page)).toBeLessThan(before - 80_000);
});

test("a download cut by going offline resumes where it stopped and fetches no range twice", async ({
  page,
  context,
  request,
}) => {
  await enrolledInFirstLesson(page, request);
  const ranges = countPackRanges(context);
  // The network goes as the video's second range is asked for.
  let cut = false;
  await context.route(/course-welcome\.mp4$/, async (route) => {
    if (!cut && /^bytes=32768-\d+$/.test(route.request().headers()["range"] ?? "")) {
      cut = true;
      await context.setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await page.getByRole("button", { name: "Download for offline" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Waiting for the network/)).toBeVisible({ timeout: 30_000 });
  const video = () =>
    ranges.filter((range) => range.includes("course-welcome.mp4")).map((range) => range.split(" ")[1]);
  expect(video()).toEqual(["bytes=0-32767"]);

  await context.setOffline(false);
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 30_000 });
  // The seed video is 103,343 bytes: four ranges, each fetched once, the first before the cut.
  expect(video()).toEqual(["bytes=0-32767", "bytes=32768-65535", "bytes=65536-98303", "bytes=98304-103342"]);
  expect(new Set(ranges).size).toBe(ranges.length);

  // Signing out deletes the learner's packs (a shared phone in a family is common).
  const packsOnDevice = () =>
    page.evaluate(async () => {
      const caches_ = (await caches.keys()).filter((name) => name.startsWith("packs-")).length;
      const records = await new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("vidyapath-packs");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction("packs").objectStore("packs").count();
          count.onsuccess = () => resolve(count.result);
        };
      });
      return { caches: caches_, records };
    });
  expect(await packsOnDevice()).toEqual({ caches: 1, records: 1 });
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await expect.poll(packsOnDevice).toEqual({ caches: 0, records: 0 });
});
