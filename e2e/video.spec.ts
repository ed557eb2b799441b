// Adaptive lesson video (docs/video.md) in Chromium: an instructor's upload goes from processing to ready; a
// learner with data saver plays the seeded 720p lecture at 144p on a 400 kbit/s link; captions switch language
// and the transcript seeks. The gateway transcodes in the background (short seeded lecture: SEED_LECTURE_SECONDS).
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { expect, screenshots, signIn, test } from "./fixtures.ts";

const video = path.resolve("prisma/seed/fixtures/course-welcome.mp4");

/** Waits until the gateway's background job has made the lesson's renditions. */
async function videoReady(request: APIRequestContext, courseId: string, lessonTitle: string) {
  const query = `query E2eVideoStatus($id: ID!) { course(id: $id) { lessons { title video { status } } } }`;
  await expect
    .poll(
      async () => {
        const response = await request.post("/graphql", { data: { query, variables: { id: courseId } } });
        const lessons = (await response.json()).data?.course?.lessons ?? [];
        return lessons.find((lesson: { title: string }) => lesson.title === lessonTitle)?.video?.status;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe("READY");
}

async function enrollInCProgramming(page: Page) {
  await page.goto("/courses");
  await page
    .getByTestId("course-card")
    .filter({ hasText: "C Programming" })
    .first()
    .getByRole("link", { name: "Enroll Now" })
    .click();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page).toHaveURL(/\/content$/);
  return new URL(page.url()).pathname.split("/")[2];
}

const openLesson = (page: Page, title: string) =>
  page
    .getByRole("button", { name: new RegExp(title) })
    .first()
    .click();

test("an instructor uploads a lesson video and sees it go from processing to ready", async ({ page }) => {
  await signIn(page, "instructor@example.com", "instructor12345");
  await page.goto("/admin/courses");
  await page.getByRole("link", { name: "New course" }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Video for slow networks");
  await page
    .getByRole("textbox", { name: "Description", exact: true })
    .fill("A lesson whose video is made light for 2G and 3G.");
  const categories = page.getByRole("combobox", { name: "Categories" });
  await categories.fill("Programming");
  await categories.press("Enter");
  await page.getByRole("button", { name: "Create course" }).click();
  await page.getByLabel("New lesson title").fill("Welcome");
  await page.getByRole("button", { name: "Add lesson" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome" })).toBeVisible();

  await page.getByRole("button", { name: "Upload video" }).locator("input[type=file]").setInputFiles(video);
  const processing = page.getByTestId("video-processing");
  await expect(processing).toHaveAttribute("data-status", /QUEUED|PROCESSING/, { timeout: 60_000 });
  await expect(processing).toHaveAttribute("data-status", "READY", { timeout: 120_000 });
  await expect(processing).toContainText(/Ready for slow connections: 144p, audio only/);
  await screenshots(page, "video-processing-ready");
});

test("a learner with data saver plays the 720p lecture at 144p on a 400 kbit/s link", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  const courseId = await enrollInCProgramming(page);
  await page.goto("/profile?section=settings");
  await page
    .getByRole("switch", { name: /Save mobile data/ })
    .or(page.getByRole("checkbox", { name: /Save mobile data/ }))
    .check();
  await expect(page.getByText("Data saver setting saved.")).toBeVisible();
  await videoReady(request, courseId, "Arrays and Strings");

  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await page.goto(`/courses/${courseId}/content`);
  await openLesson(page, "Arrays and Strings");
  const player = page.locator("[data-playing-height]");
  await page
    .locator("video")
    .first()
    .evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
  await expect(player).toHaveAttribute("data-playing-height", "144", { timeout: 60_000 });
  await expect(page.getByTestId("data-used")).toContainText(/Data saver on · \d+\.\d MB used/);

  await page.getByRole("button", { name: "Settings", exact: true }).click();
  const menu = page.getByRole("menu", { name: "Settings" });
  await expect(menu.getByRole("menuitemradio", { name: "240p" })).toBeVisible();
  await expect(menu.getByRole("menuitemradio", { name: "720p" })).toHaveCount(0);
  await expect(menu.getByRole("menuitemradio", { name: "Audio only" })).toBeVisible();
  await screenshots(page, "video-quality-menu");
});

test("captions switch language and the transcript seeks the video", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  const courseId = await enrollInCProgramming(page);
  await videoReady(request, courseId, "Introduction to C and Your First Program");
  await page.reload();
  const videoElement = page.locator("video").first();
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByRole("button", { name: /Welcome to C Programming on VidyaPath/ })).toBeVisible();

  await page.getByRole("button", { name: "Settings", exact: true }).click();
  await page.getByRole("menuitemradio", { name: "हिन्दी" }).click();
  await expect
    .poll(() =>
      videoElement.evaluate((element: HTMLVideoElement) =>
        [...element.textTracks].map((track) => `${track.language}:${track.mode}`).join(" "),
      ),
    )
    .toBe("en:disabled hi:showing");
  await transcript.getByRole("button", { name: /एक टर्मिनल खुला रखें/ }).click();
  await expect
    .poll(() => videoElement.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeCloseTo(6.5, 0);
  await screenshots(page, "video-transcript");

  // Read mode: the transcript alone, no video element.
  await page
    .getByRole("checkbox", { name: /Read mode/ })
    .or(page.getByRole("switch", { name: /Read mode/ }))
    .check();
  await expect(page.locator("video")).toHaveCount(0);
  await expect(transcript.getByRole("searchbox", { name: "Search transcript" })).toBeVisible();
});
