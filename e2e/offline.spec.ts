// The app is installable and tolerant of bad networks. The service worker is allowed here only (the other
// journeys block it: they check the server, and a stale-while-revalidate read would make them order dependent).
import fs from "node:fs";
import path from "node:path";
import { openCourse, signUpConfirmed } from "./accounts.ts";
import { controlled, expect, startApp, test } from "./fixtures.ts";

test.use({ serviceWorkers: "allow" });

test("the manifest, its icons and the service worker are served as an installable app needs", async ({ request }) => {
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
  const body = (await manifest.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(body).toMatchObject({
    name: "VidyaPath",
    short_name: "VidyaPath",
    start_url: "/",
    display: "standalone",
    theme_color: "#1565c0",
  });
  for (const [sizes, purpose] of [
    ["192x192", "any"],
    ["512x512", "any"],
    ["192x192", "maskable"],
    ["512x512", "maskable"],
  ]) {
    const icon = body.icons.find((candidate) => candidate.sizes === sizes && candidate.purpose === purpose);
    expect(icon, `${sizes} ${purpose} icon`).toBeTruthy();
    const png = await request.get(icon!.src);
    expect([icon!.src, png.status(), png.headers()["content-type"]]).toEqual([icon!.src, 200, "image/png"]);
  }
  const worker = await request.get("/service-worker.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["content-type"]).toContain("javascript");
  // A cached worker script would keep a deployment from ever reaching the learner.
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-security-policy"]).toMatch(/worker-src 'self'/);
  // Both the browser-rendered shell and the server-rendered pages link the manifest.
  for (const url of ["/", "/courses", "/about"])
    expect(await (await request.get(url)).text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
});

test("offline: visited pages reload with a banner, PDFs open again, a completion waits for the connection", async ({
  page,
  context,
  request,
}) => {
  await page.goto("/");
  await controlled(page);
  // Home again, now through the worker: its reads are kept for visitors, and the learner signing in next never
  // loads home online (offline, its viewer-independent reads come from the visitors' copy).
  await page.reload();
  // The ticker is the app's, which a visitor's page starts at the first use (decision 023).
  await startApp(page);
  await expect(page.getByTestId("news-ticker")).toBeVisible();
  await signUpConfirmed(page, request);

  // Visit a course, enroll and open a lesson's slides (a PDF) while online.
  const courseId = await openCourse(page);
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page.getByText("Enrolled successfully!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/content`));
  await page.getByRole("tab", { name: /ppts/i }).click();
  await expect(page.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  const lessons = page.getByTestId("lesson-list-item");
  const total = await lessons.count();
  await expect(page.getByText(`0 of ${total} lessons completed`)).toBeVisible();

  await context.setOffline(true);

  // The public pages and the viewer reload from the device, with the banner.
  for (const url of ["/", "/courses", `/courses/${courseId}`]) {
    await page.goto(url);
    await expect(page.getByText("You are offline")).toBeVisible();
    await expect(page.locator("main")).toContainText("C Programming");
    if (url === "/") await expect(page.getByTestId("news-ticker")).toBeVisible();
  }
  await page.goto(`/courses/${courseId}/content`);
  await expect(page.getByText("You are offline")).toBeVisible();
  await expect(lessons.first()).toBeVisible();
  await page.getByRole("tab", { name: /ppts/i }).click();
  await expect(page.locator("canvas").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Failed to load PDF")).toHaveCount(0);

  // A completion made offline shows at once and is kept on the device.
  await lessons.nth(1).click();
  await page.getByRole("tab", { name: /class/i }).click();
  await page.getByTestId("lesson-description").click();
  await expect(page.getByText(`1 of ${total} lessons completed`)).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const completedOnServer = async () => {
    const response = await request.post("/graphql", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query: "query Completed($id: ID!) { courseProgress(courseId: $id) { completedLessonIds } }",
        variables: { id: courseId },
      },
    });
    return ((await response.json()) as { data: { courseProgress: { completedLessonIds: string[] } } }).data
      .courseProgress.completedLessonIds;
  };
  expect(await completedOnServer()).toEqual([]);
  // It waits in IndexedDB, so a reload (or a closed tab) does not lose it.
  const queued = () =>
    page.evaluate(
      () =>
        new Promise<unknown[]>((resolve, reject) => {
          const open = indexedDB.open("vidyapath-outbox");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const read = open.result.transaction("progress").objectStore("progress").getAll();
            read.onsuccess = () => resolve(read.result);
          };
        }),
    );
  expect(await queued()).toEqual([expect.objectContaining({ complete: true })]);
  await page.reload();
  await expect(page.getByText("You are offline")).toBeVisible();
  expect(await queued()).toHaveLength(1);

  // Back online: the queued completion reaches the server and the banner goes.
  await context.setOffline(false);
  await expect(page.getByText("You are offline")).toHaveCount(0);
  await expect.poll(completedOnServer).toHaveLength(1);
  await expect.poll(queued).toEqual([]);
});

test("a new deployment asks 'A new version is available' and 'Reload' brings it in", async ({ page }) => {
  await page.goto("/courses");
  await controlled(page);
  // The worker was registered without the app; the prompt is the app's, started at the first use (decision 023).
  await startApp(page);
  // A deployment changes the worker script (its precache list); the same build with one byte more stands in for it.
  const workerFile = path.resolve("client/dist/service-worker.js");
  const deployed = fs.readFileSync(workerFile, "utf8");
  try {
    fs.writeFileSync(workerFile, `${deployed}\n// next deployment ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(page.getByText("A new version is available")).toBeVisible();
    // Until the learner chooses, the old worker keeps serving the page it built.
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
      ),
    ).toBe(true);
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Reload" }).click()]);
    await expect(page.getByText("All Courses")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(
      false,
    );
    expect(
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => !!registration?.waiting),
      ),
    ).toBe(false);
    await expect(page.getByText("A new version is available")).toHaveCount(0);
  } finally {
    fs.writeFileSync(workerFile, deployed);
  }
});
