// Notifications (docs/notifications.md) in Chromium over the real stack: a learner enrolled in a course hears of a
// lesson staff add to it through the header's bell, in English and Hindi; a push subscription made in Settings
// receives a message its service worker shows (delivered through Chromium's DevTools protocol, as no push service
// is reachable here).
import { chromium, type Page } from "@playwright/test";
import { chooseLanguage, expect, expectAccessible, signIn, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";
import { docShot } from "./doc-shots.ts";

async function enrollInCProgramming(page: Page): Promise<string> {
  await page.goto("/courses");
  const cards = page.getByTestId("course-card");
  await cards.filter({ hasText: "C Programming" }).first().getByRole("link", { name: "Enroll Now" }).click();
  await page.getByRole("button", { name: "Enroll Now" }).click();
  await expect(page.getByText("Enrolled successfully!")).toBeVisible();
  return /\/courses\/([^/?#]+)/.exec(page.url())![1];
}

test("a learner's bell shows a new lesson of their course, links to it, and clears when read", async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a console edit and two accessibility scans on a machine shared with other runs.
  test.setTimeout(240_000);
  await signUpConfirmed(page, request);
  const courseId = await enrollInCProgramming(page);
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");

  // Staff add a lesson to the published course, in the console.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, "admin@example.com", "admin12345");
  await staff.goto(`/admin/courses/${courseId}`);
  await staff.getByLabel("New lesson title").fill("Bit fields");
  await staff.getByRole("button", { name: "Add lesson" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Bit fields" })).toBeVisible();
  await staffContext.close();

  // Coming back to the tab reads the count again.
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await bell.click();
  const list = page.getByRole("dialog", { name: "Notifications" });
  const item = list.getByRole("link", { name: /New lesson in C Programming: Bit fields/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText(/now|minute/);
  await docShot(page, "notifications-bell-en", { x: 800, y: 0, width: 480, height: 180 });
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // The same list in Hindi.
  await chooseLanguage(page, "hi");
  const hindiBell = page.getByRole("button", { name: "सूचनाएँ, 1 अपठित" });
  await expect(hindiBell).toBeVisible();
  await hindiBell.click();
  const hindiList = page.getByRole("dialog", { name: "सूचनाएँ" });
  await expect(hindiList.getByRole("link", { name: /C Programming में नया पाठ: Bit fields/ })).toBeVisible();
  await expectAccessible(page);

  // Opening it marks it read and leads to the lesson.
  await hindiList.getByRole("link", { name: /C Programming में नया पाठ: Bit fields/ }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/content/class/[^/]+$`));
  await expect(page.getByRole("button", { name: "सूचनाएँ" })).toBeVisible();
  await chooseLanguage(page, "en");
  await expect(bell).toHaveAccessibleName("Notifications");
});

// Playwright's contexts are incognito, where Chromium has no Push API (crbug.com/41124656): a persistent profile.
// PushManager.subscribe() itself needs the browser vendor's push service, which these machines cannot reach, so the
// message is handed to the worker through the DevTools protocol; the sending side (web-push to a push service) is
// tested against a loopback push service in gateway/src/jobs/notification-delivery.test.ts.
test("the service worker shows a pushed notification", async ({ baseURL }, testInfo) => {
  test.setTimeout(240_000);
  const context = await chromium.launchPersistentContext(testInfo.outputPath("profile"), {
    executablePath: testInfo.project.use.launchOptions?.executablePath,
    args: testInfo.project.use.launchOptions?.args,
    baseURL,
    serviceWorkers: "allow",
    permissions: ["notifications"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/courses");
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 60_000 });
    expect(await page.evaluate(() => "PushManager" in window && Notification.permission)).toBe("granted");

    // The message the gateway's delivery job sends (gateway/src/jobs/notification-delivery.ts), given to the worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const active = registrations.find((registration) => !registration.isDeleted);
        if (active) resolve(active.registrationId);
      }),
    );
    await cdp.send("ServiceWorker.enable");
    const message = {
      id: "e2e-push-1",
      title: "New lesson in C Programming: Unions",
      body: "VidyaPath",
      link: "/courses",
    };
    const deliver = async () =>
      cdp.send("ServiceWorker.deliverPushMessage", {
        origin: new URL(baseURL!).origin,
        registrationId: await registrationId,
        data: JSON.stringify(message),
      });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          tag: notification.tag,
          data: notification.data as unknown,
        }));
      });
    // A message that reached a worker still starting on a busy machine is delivered again: the tag makes the
    // notification one, however many times it arrives.
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0) await deliver();
          return now;
        },
        { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
      )
      .toEqual([{ title: message.title, body: "VidyaPath", tag: "e2e-push-1", data: { link: "/courses" } }]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
