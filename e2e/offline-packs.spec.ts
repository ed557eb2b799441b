// Lesson packs (docs/offline.md): a learner downloads a lesson on purpose and studies it offline. The service worker
// is allowed here, as in offline.spec.ts (the other journeys block it).
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { enrolInTheVideoLesson, signUpConfirmed } from "./accounts.ts";
import { clickPastToasts, controlled, expect, screenshots, signIn, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });
// The first journey waits for the seeded video's renditions (a background transcode at start) on a busy machine.
test.describe.configure({ timeout: 240_000 });

const usage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** Signed up, enrolled in C Programming and on its first lesson (the one with an uploaded video), with the worker in control. */
async function enrolledInFirstLesson(page: Page, request: APIRequestContext) {
  await page.goto("/");
  await controlled(page);
  await signUpConfirmed(page, request);
  return enrolInTheVideoLesson(page);
}

const FIRST_LESSON = "Introduction to C and Your First Program";

/** Waits until the gateway's background job has made the lesson's renditions, then shows them in the viewer. */
async function renditionsReady(page: Page, request: APIRequestContext, courseId: string) {
  const query = `query E2ePackVideo($id: ID!) { course(id: $id) { lessons { title video { status } } } }`;
  await expect
    .poll(
      async () => {
        const response = await request.post("/graphql", { data: { query, variables: { id: courseId } } });
        const lessons = (await response.json()).data?.course?.lessons ?? [];
        return lessons.find((lesson: { title: string }) => lesson.title === FIRST_LESSON)?.video?.status;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe("READY");
  await page.reload();
  await expect(page.locator("video")).toBeAttached();
}

/**
 * Read mode (transcript alone) takes the player away, so every video request that follows is the pack's; the
 * player's own, made before, have a moment to settle.
 */
/** Downloads the open lesson at the quality the dialog chooses first (the smallest) and waits until it is kept. */
async function downloadAtTheSmallestQuality(page: Page) {
  await page.getByRole("button", { name: "Download for offline" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 60_000 });
}

async function readMode(page: Page, on: boolean) {
  const toggle = page.getByRole("switch", { name: /Read mode/ }).or(page.getByRole("checkbox", { name: /Read mode/ }));
  await (on ? toggle.check() : toggle.uncheck());
  await page.waitForTimeout(1_500);
}

/** The lesson-video files (renditions' playlists and segments) the service worker fetched, answered in full. */
function countRenditionRequests(context: BrowserContext) {
  const fetched: string[] = [];
  context.on("requestfinished", (request) => {
    if (request.url().includes("/api/files/videos/") && request.serviceWorker())
      fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

const onceEach = (fetched: string[]) => expect(new Set(fetched).size).toBe(fetched.length);

/** The addresses the learner's packs hold in Cache Storage. */
const packedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((cache) => cache.startsWith("packs-")))
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });

/** Runs a GraphQL document as staff (the seeded admin), signed in in a context of its own. */
async function asStaff(browser: Browser, request: APIRequestContext, query: string, variables: object) {
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signIn(staff, "admin@example.com", "admin12345");
    const token = await staff.evaluate(() => localStorage.getItem("token"));
    const response = await request.post("/graphql", {
      headers: { authorization: `Bearer ${token}` },
      data: { query, variables },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data;
  } finally {
    await staffContext.close();
  }
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

test("a lesson downloaded at 144p opens offline as online: video plays and seeks at 144p, captions, transcript, slides, quiz, progress syncs", async ({
  page,
  context,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await readMode(page, true);
  const fetched = countRenditionRequests(context);

  await page.getByRole("button", { name: "Download for offline" }).click();
  const dialog = page.getByRole("dialog");
  // Each quality with its size, the smallest chosen, before anything of the video is fetched.
  await expect(dialog.getByRole("radio", { name: /^144p · About \d+(\.\d)? kB$/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /^Audio only · About \d+(\.\d)? kB$/ })).toBeVisible();
  const holds = dialog.getByRole("list", { name: "The download holds" });
  await expect(holds).toContainText("The class video");
  await expect(holds).toContainText(/slide deck/);
  await expect(holds).toContainText("Captions and transcript (2 languages)");
  await expect(holds).toContainText(/The quiz \(\d+ questions?\)/);
  await screenshots(page, "offline-pack-dialog");
  // The dialog alone, for docs/offline.md.
  await dialog.screenshot({ path: "test-results/screenshots/offline-pack-dialog-box.png" });
  expect(fetched).toEqual([]);
  await dialog.getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 60_000 });
  // The 144p playlist and each of its segments, once, and the poster; no other rendition.
  expect(fetched.length).toBeGreaterThanOrEqual(4);
  expect(fetched.every((path) => path.includes("/144/") || path.endsWith("/poster.jpg"))).toBe(true);
  onceEach(fetched);
  const poster = fetched.find((path) => path.endsWith("/poster.jpg"));
  expect(await packedPaths(page)).toContain(poster);
  await readMode(page, false);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("You are offline")).toBeVisible();
  const video = page.locator("video");
  await expect(video).toBeAttached();
  const played = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 500));
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
  await expect(page.locator("[data-playing-height]")).toHaveAttribute("data-playing-height", "144");
  // The poster shows offline, from the pack.
  expect(new URL(await video.evaluate((element: HTMLVideoElement) => element.poster)).pathname).toBe(poster);
  expect(
    await page.evaluate(async (path) => {
      const picture = await fetch(path!);
      return { status: picture.status, type: picture.headers.get("content-type") };
    }, poster),
  ).toEqual({ status: 200, type: "image/jpeg" });
  // Captions and the transcript read the pack's caption files.
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByRole("button", { name: /Welcome to C Programming on VidyaPath/ })).toBeVisible();
  expect(await video.evaluate((element: HTMLVideoElement) => element.textTracks.length)).toBe(2);

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
    element.muted = true;
    element.currentTime = 0;
    await element.play();
    await new Promise((resolve) => element.addEventListener("ended", resolve, { once: true }));
  });
  expect(await completedLessons(request, page, courseId)).toEqual([]);
  await context.setOffline(false);
  await expect.poll(() => completedLessons(request, page, courseId), { timeout: 30_000 }).toHaveLength(1);
});

test("Downloads lists the pack at its quality, and Delete frees its storage", async ({ page, request }) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await downloadAtTheSmallestQuality(page);

  await page.goto("/profile?section=downloads");
  const row = page.getByTestId("download-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("C Programming");
  await expect(row).toContainText(FIRST_LESSON);
  await expect(row).toContainText("144p");
  await expect(row).toContainText("Ready offline");
  await expect(page.getByTestId("downloads-usage")).toContainText(/free on this device/);
  await screenshots(page, "offline-downloads-tab");
  const before = await usage(page);
  await row.getByRole("button", { name: /Delete the download of/ }).click();
  await expect(row).toHaveCount(0);
  // The 144p rendition of the 10 s video and the slides: well over 50 kB.
  await expect.poll(() => usage(page), { timeout: 30_000 }).toBeLessThan(before - 50_000);
});

test("a download cut by going offline resumes where it stopped and fetches no segment twice", async ({
  page,
  context,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await readMode(page, true);
  const fetched = countRenditionRequests(context);
  // The network goes as the pack asks for the second segment.
  let armed = false;
  let cut = false;
  await context.route(/\/144\/seg001\.ts$/, async (route) => {
    if (armed && !cut) {
      cut = true;
      await context.setOffline(true);
      return route.abort("internetdisconnected");
    }
    return route.continue();
  });
  await page.getByRole("button", { name: "Download for offline" }).click();
  armed = true;
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Waiting for the network/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Pause download" })).toBeVisible();
  const beforeCut = [...fetched];
  expect(beforeCut.some((path) => path.endsWith("/144/seg000.ts"))).toBe(true);
  expect(beforeCut.some((path) => path.endsWith("/144/seg001.ts"))).toBe(false);

  await context.setOffline(false);
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 60_000 });
  // Each file once: what was kept before the cut was not fetched again.
  onceEach(fetched);
  expect(fetched.filter((path) => path.endsWith(".ts")).length).toBeGreaterThanOrEqual(3);
  expect(fetched.slice(0, beforeCut.length)).toEqual(beforeCut);

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
  await clickPastToasts(page, page.getByRole("button", { name: "Account menu" }));
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await expect.poll(packsOnDevice).toEqual({ caches: 0, records: 0 });
});

test("a download paused in the viewer resumes from Profile › Downloads without fetching a segment twice", async ({
  page,
  context,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await readMode(page, true);
  const fetched = countRenditionRequests(context);
  // The second segment is slow to come: the learner pauses meanwhile.
  let armed = false;
  let held = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/144\/seg001\.ts$/, async (route) => {
    if (armed && !held) {
      held = true;
      await gate;
    }
    await route.continue().catch(() => undefined);
  });
  await page.getByRole("button", { name: "Download for offline" }).click();
  armed = true;
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect.poll(() => held, { timeout: 30_000 }).toBe(true);
  await page.getByRole("button", { name: "Pause download" }).click();
  await expect(page.getByText(/Download paused at/)).toBeVisible({ timeout: 30_000 });
  release();

  await page.goto("/profile?section=downloads");
  const row = page.getByTestId("download-row");
  await expect(row).toContainText("Paused");
  await expect(row.getByRole("progressbar", { name: `Download of ${FIRST_LESSON}` })).toBeVisible();
  await row.getByRole("button", { name: `Resume the download of ${FIRST_LESSON}` }).click();
  await expect(row).toContainText("Ready offline", { timeout: 60_000 });
  onceEach(fetched);
  expect(fetched.filter((path) => path.endsWith("/144/seg001.ts"))).toHaveLength(1);
});

test("Profile › Downloads marks a pack 'Update available' once its lesson changed on the server", async ({
  page,
  browser,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await downloadAtTheSmallestQuality(page);
  await page.goto("/profile?section=downloads");
  const row = page.getByTestId("download-row");
  await expect(row).toContainText("Ready offline");
  // Compared once the server answered: nothing has changed yet.
  await page.waitForLoadState("networkidle");
  await expect(row).not.toContainText("Update available");

  // Staff add a note to the lesson: the pack no longer holds everything the lesson has.
  const { course } = await asStaff(
    browser,
    request,
    "query E2eLessonIds($id: ID!) { course(id: $id) { lessons { id title } } }",
    { id: courseId },
  );
  const lessonId = course.lessons.find((lesson: { title: string }) => lesson.title === FIRST_LESSON).id;
  const { createLessonContent } = await asStaff(
    browser,
    request,
    "mutation E2eAddNote($lessonId: ID!, $input: LessonContentInput!) { createLessonContent(lessonId: $lessonId, input: $input) { id } }",
    { lessonId, input: { type: "note", title: "Errata", content: "<p>printf needs stdio.h</p>" } },
  );
  try {
    await page.reload();
    await expect(row).toContainText("Update available", { timeout: 30_000 });
    await screenshots(page, "offline-downloads-update");
    // The viewer says the same, and offers the download again.
    await row.getByRole("link", { name: FIRST_LESSON }).click();
    await expect(page.getByText("Update available")).toBeVisible();
    await expect(page.getByRole("button", { name: "Download the new version" })).toBeVisible();
  } finally {
    await asStaff(browser, request, "mutation E2eRemoveNote($id: ID!) { deleteLessonContent(id: $id) }", {
      id: createLessonContent.id,
    });
  }
});

test("a segment cut mid-answer goes on by byte range: its bytes already kept are not fetched again", async ({
  page,
  context,
  request,
}) => {
  const courseId = await enrolledInFirstLesson(page, request);
  await renditionsReady(page, request, courseId);
  await readMode(page, true);
  // The second segment's first answer stops half-way (its length says more is coming); the rest is then asked for.
  const asked: { range: string | null; bytes: number }[] = [];
  let armed = false;
  let whole = 0;
  await context.route(/\/144\/seg001\.ts$/, async (route) => {
    if (!armed) return route.continue();
    const range = route.request().headers()["range"] ?? null;
    const response = await route.fetch();
    const body = await response.body();
    if (asked.length === 0) {
      whole = body.length;
      const half = body.subarray(0, Math.floor(body.length / 2));
      asked.push({ range, bytes: half.length });
      return route.fulfill({
        response,
        body: half,
        headers: { ...response.headers(), "content-length": String(whole) },
      });
    }
    asked.push({ range, bytes: body.length });
    return route.fulfill({ response, body });
  });
  await page.getByRole("button", { name: "Download for offline" }).click();
  armed = true;
  await page.getByRole("dialog").getByRole("button", { name: "Download" }).click();
  await expect(page.getByText(/Available offline · /)).toBeVisible({ timeout: 60_000 });

  const half = Math.floor(whole / 2);
  expect(asked).toEqual([
    { range: null, bytes: half },
    { range: `bytes=${half}-`, bytes: whole - half },
  ]);
  // The kept segment is the whole file, byte for byte.
  const kept = await page.evaluate(async () => {
    for (const name of (await caches.keys()).filter((cache) => cache.startsWith("packs-")))
      for (const request of await (await caches.open(name)).keys())
        if (request.url.endsWith("/144/seg001.ts"))
          return Array.from(new Uint8Array(await (await (await caches.open(name)).match(request))!.arrayBuffer()));
    return null;
  });
  const segment = (await packedPaths(page)).find((path) => path.endsWith("/144/seg001.ts"))!;
  const served = await request.get(segment);
  expect(kept).toEqual(Array.from(await served.body()));
});
