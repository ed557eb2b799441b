// Buying a paid course on a 360 px phone with the built-in test provider (docs/payments.md): the seeded
// Web Development course costs ₹1,499; no keys are configured, so checkout is the gateway's TEST page.
import { readFile } from "node:fs/promises";
import { signUpConfirmed } from "./accounts.ts";
import { expect, expectAccessible, graphql, signIn, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 } });

async function openPaidCourse(page: import("@playwright/test").Page) {
  await page.goto("/courses");
  const card = page.getByTestId("course-card").filter({ hasText: "Web Development" }).first();
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  return new URL(page.url()).pathname;
}

/**
 * Buys the open course for `price` on the TEST checkout page and waits for its lessons. (Not the transient 'Enrolled
 * successfully!' toast, which the full journey run did not find within its wait although the learner was enrolled.)
 */
async function payWithTestProvider(page: import("@playwright/test").Page, coursePath: string, price: string) {
  await page.getByRole("button", { name: `Buy for ${price}` }).click();
  await expect(page.getByText("TEST MODE")).toBeVisible();
  await expect(page.getByText(`${price}.00`)).toBeVisible();
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePath}/content`));
  await expect(page.getByRole("complementary", { name: "Lessons" })).toBeVisible();
}

/** The admin's page in a context of its own, signed in. */
async function adminPage(browser: import("@playwright/test").Browser) {
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin, "admin@example.com", "admin12345");
  return { staff, admin };
}

test("a learner buys a course with the test provider, lands in it and finds the tax invoice, which the GST CSV lists", async ({
  page,
  request,
  browser,
}) => {
  await signUpConfirmed(page, request);
  const coursePath = await openPaidCourse(page);
  // The place of supply on the GST invoice.
  await page.getByRole("combobox", { name: "Your state" }).click();
  await page.getByRole("option", { name: "Delhi" }).click();
  await payWithTestProvider(page, coursePath, "₹1,499");

  await page.goto("/profile?section=purchases");
  await expect(page.getByText("Web Development")).toBeVisible();
  const invoiceLine = page.getByText(/Invoice VP\/\d{4}-\d{2}\/\d{6}/);
  await expect(invoiceLine).toBeVisible();
  const number = /VP\/\d{4}-\d{2}\/\d{6}/.exec((await invoiceLine.textContent())!)![0];
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download the tax invoice/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^VP-\d{4}-\d{2}-\d{6}\.pdf$/);

  // The accountant's CSV from the console: this month's summary carries the invoice, Delhi (07), IGST 18%.
  const { staff, admin } = await adminPage(browser);
  await admin.goto("/admin/payments");
  const month = new Intl.DateTimeFormat("en-IN", { month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
  await admin.getByRole("combobox", { name: "Month" }).click();
  await admin.getByRole("option", { name: month.format(new Date()) }).click();
  const csvDownload = admin.waitForEvent("download");
  await admin.getByRole("button", { name: "Download GST summary (CSV)" }).click();
  const csv = await readFile((await (await csvDownload).path())!, "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe("number,date,place_of_supply,taxable_value,cgst,sgst,igst,total");
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^${number},\\d{4}-\\d{2}-\\d{2},07,1270.34,0.00,0.00,228.66,1499.00$`)),
  );
  await staff.close();
});

test("a learner who pays and never comes back is enrolled by the webhook", async ({ page, request }) => {
  await signUpConfirmed(page, request);
  const coursePath = await openPaidCourse(page);
  await page.getByRole("button", { name: "Buy for ₹1,499" }).click();
  await expect(page.getByText("TEST MODE")).toBeVisible();
  // The phone dies after paying: the return to the course page never loads.
  await page.route(/razorpay_signature=/, (route) => route.abort());
  await page.getByRole("button", { name: "Pay (success)" }).click();
  await page.unroute(/razorpay_signature=/);
  await page.goto(coursePath);
  await expect(page).toHaveURL(new RegExp(`${coursePath}/content`));
});

test("a learner applies a coupon, sees the new price and pays it", async ({ page, request, browser }) => {
  // An admin makes a ₹500 coupon for the course through the API the console uses.
  const { staff, admin } = await adminPage(browser);
  const token = (await admin.evaluate(() => localStorage.getItem("token")))!;
  await staff.close();
  const { courses } = await graphql<{ courses: { id: string; title: string }[] }>(
    request,
    `
      {
        courses(search: "Web Development") {
          id
          title
        }
      }
    `,
  );
  const code = `E2E${Date.now() % 100_000_000}`;
  const input = {
    code,
    kind: "FIXED",
    value: 50_000,
    courseId: courses.find((c) => c.title === "Web Development")!.id,
  };
  await graphql(
    request,
    `
      mutation ($input: CouponInput!) {
        createCoupon(input: $input) {
          id
        }
      }
    `,
    { input },
    token,
  );

  await signUpConfirmed(page, request);
  const coursePath = await openPaidCourse(page);
  await page.getByRole("button", { name: "Have a coupon?" }).click();
  await page.getByRole("textbox", { name: "Coupon code" }).fill(code.toLowerCase());
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toContainText("₹1,499 → ₹999");
  await payWithTestProvider(page, coursePath, "₹999");
});

test("an admin refunds a purchase in full: the learner's access ends and the credit note is in their Purchases", async ({
  page,
  request,
  browser,
}) => {
  const { email } = await signUpConfirmed(page, request);
  const coursePath = await openPaidCourse(page);
  await payWithTestProvider(page, coursePath, "₹1,499");

  // The console's orders: the learner's paid order, refunded with a reason the credit note prints.
  const { staff, admin } = await adminPage(browser);
  await admin.goto("/admin/payments");
  await admin.getByRole("searchbox", { name: "Search by learner email or order id" }).fill(email);
  const refund = admin.getByRole("button", { name: `Refund ${email}'s payment` });
  await refund.click();
  const dialog = admin.getByRole("dialog", { name: "Refund this payment?" });
  await expect(dialog).toContainText(`₹1,499 goes back to ${email}`);
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Bought by mistake");
  await expectAccessible(admin);
  await dialog.getByRole("button", { name: "Refund ₹1,499" }).click();
  await expect(admin.getByText("Payment refunded")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The refetched row reads Refunded and offers no second refund.
  await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Refunded")).toBeVisible();
  await expect(refund).toBeHidden();
  await expectAccessible(admin);
  await staff.close();

  // The enrolment has ended (docs/payments.md, Refunds): the course offers itself for sale again instead of
  // opening its lessons.
  await page.goto(coursePath);
  await expect(page.getByRole("button", { name: "Buy for ₹1,499" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));

  // Purchases shows the purchase as refunded, with its invoice and the credit note that reverses it.
  await page.goto("/profile?section=purchases");
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(page.getByText(/Invoice VP\/\d{4}-\d{2}\/\d{6}/)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download the credit note: Web Development" }).click();
  expect((await download).suggestedFilename()).toMatch(/^VP-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
  await expectAccessible(page);
});
