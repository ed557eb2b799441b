// An admin opens the console's System page on a 360 px phone (docs/operations.md, "System page"): this gateway
// reports itself, the job queue, storage, channels and limits are shown, and the page passes an axe scan; a job that
// really failed is shown with its error and retried from the page. Discarding is tested against a real queue in
// gateway/src/metrics/system-status.test.ts.
import crypto from "node:crypto";
import { expect, expectAccessible, graphql, signIn, test } from "./fixtures.ts";
import { signUpConfirmed } from "./accounts.ts";

test("an admin sees the gateways, jobs, storage, channels and limits at 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin@example.com", "admin12345");
  await page.goto("/admin/system");
  await expect(page.getByRole("heading", { level: 1, name: "System" })).toBeVisible();
  const gateways = page.getByRole("region", { name: "Gateways" });
  await expect(gateways.getByRole("row").filter({ hasText: "development" }).getByText("Answering")).toBeVisible();
  await expect(page.getByRole("region", { name: "Jobs", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Stored files" }).getByText("Demo content")).toBeVisible();
  await expect(page.getByRole("row", { name: "Email Configured Dev mailbox (development only)" })).toBeVisible();
  await expect(page.getByRole("row", { name: /GRAPHQL_COST_LIMIT 20,000/ })).toBeVisible();
  await expectAccessible(page);
  // Nothing is wider than the phone: the tables scroll inside their sections.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/** A push subscription as a browser makes it (RFC 8291 keys), at an address of the loopback's discard port. */
function unreachablePushSubscription() {
  const key = crypto.createECDH("prime256v1");
  key.generateKeys();
  return {
    endpoint: `https://127.0.0.1:9/push/${crypto.randomUUID()}`,
    keys: { p256dh: key.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") },
  };
}

test("an admin retries a failed job from the System page at 360 px", async ({ page, browser, request }) => {
  // A sign-up, a lesson's notification pushed four times in vain, then the console.
  test.setTimeout(180_000);
  // A learner enrolled in a free course, whose phone's push service cannot be reached (playwright.config.ts).
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await signUpConfirmed(learner, request);
  const learnerToken = (await learner.evaluate(() => localStorage.getItem("token")))!;
  await learnerContext.close();
  const { courses } = await graphql<{ courses: { id: string; price: number | null }[] }>(
    request,
    "{ courses { id price } }",
  );
  const courseId = courses.find((course) => !course.price)!.id;
  await graphql(request, "mutation ($id: ID!) { enroll(courseId: $id) { id } }", { id: courseId }, learnerToken);
  await graphql(
    request,
    "mutation ($subscription: PushSubscriptionInput!) { savePushSubscription(subscription: $subscription) }",
    { subscription: unreachablePushSubscription() },
    learnerToken,
  );
  await graphql(request, "mutation { updateProfile(input: { notifPush: true }) { id } }", {}, learnerToken);

  // Staff add a lesson: the learner is notified, and the push of the notification fails.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "admin@example.com", "admin12345");
  const adminToken = (await page.evaluate(() => localStorage.getItem("token")))!;
  const { createLesson } = await graphql<{ createLesson: { id: string } }>(
    request,
    'mutation ($courseId: ID!) { createLesson(courseId: $courseId, input: { title: "Retried pushes" }) { id } }',
    { courseId },
    adminToken,
  );
  try {
    const { notifications } = await graphql<{ notifications: { items: { id: string; kind: string }[] } }>(
      request,
      "{ notifications(first: 1) { items { id kind } } }",
      {},
      learnerToken,
    );
    const notificationId = notifications.items[0]!.id;
    const failedJobs = async () =>
      (
        await graphql<{ systemStatus: { failedJobs: { id: string; error: string | null }[] } }>(
          request,
          "{ systemStatus { failedJobs { id error } } }",
          {},
          adminToken,
        )
      ).systemStatus.failedJobs.filter((job) => job.error?.includes(notificationId));
    await expect.poll(async () => (await failedJobs()).length, { timeout: 90_000 }).toBe(1);
    const [failed] = await failedJobs();

    await page.goto("/admin/system");
    const section = page.getByRole("region", { name: "Failed jobs" });
    const job = section.getByRole("listitem").filter({ hasText: notificationId });
    await expect(job).toContainText("notification-deliver");
    await expect(job).toContainText(`notification delivery failed: push ${notificationId}`);
    await expect(job).toContainText(/after 4 attempts/);
    await expectAccessible(page);
    await job.getByRole("button", { name: "Retry the notification-deliver job" }).click();
    await expect(page.getByText("The notification-deliver job is queued again")).toBeVisible();
    await expect(job).toHaveCount(0);
    // The retried job finds the push already given up (docs/notifications.md) and ends; it does not fail again.
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(section).toBeVisible();
    await expect(job).toHaveCount(0);
    const { auditLog } = await graphql<{ auditLog: { items: { action: string; entityId: string }[] } }>(
      request,
      '{ auditLog(entity: "Job", limit: 10) { items { action entityId } } }',
      {},
      adminToken,
    );
    expect(auditLog.items).toContainEqual({ action: "retry", entityId: failed!.id });
  } finally {
    await graphql(request, "mutation ($id: ID!) { deleteLesson(id: $id) }", { id: createLesson.id }, adminToken);
  }
});
