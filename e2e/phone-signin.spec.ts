// Sign-up and sign-in by phone on a 360 px phone (docs/phone-sign-in.md): the code is read from the dev mailbox,
// where SMS_PROVIDER=log keeps every SMS; the number and code screens are axe clean and fit the screen; in English,
// then a Hindi sign-up, and a Tamil sign-up and sign-in (its words read from the Tamil catalogue).
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { docShot } from "./doc-shots.ts";
import { chooseLanguage, expect, expectAccessible, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 740 } });

/** A fresh Indian mobile number: national (as typed) and E.164 (as the mailbox files it). */
function freshNumber(offset: number) {
  const national = `9${String(Date.now() + offset).slice(-9)}`;
  return { typed: `${national.slice(0, 5)} ${national.slice(5)}`, e164: `+91${national}` };
}

async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(phone)}`);
    const [latest] = (await response.json()) as { text: string }[];
    const code = latest && /\b(\d{6})\b/.exec(latest.text)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`no SMS for ${phone}`);
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

const english = {
  continue: "Continue with phone number",
  number: "Mobile number",
  send: "Send code",
  code: "6-digit code",
  verify: "Verify and continue",
  signedIn: "Successfully signed in!",
};

async function byPhone(page: Page, request: APIRequestContext, start: string, number: ReturnType<typeof freshNumber>) {
  await page.goto(start);
  await page.getByRole("button", { name: english.continue }).click();
  const field = page.getByLabel(english.number);
  await expect(field).toHaveAttribute("inputmode", "tel");
  await expectAccessible(page);
  await fitsTheScreen(page);
  await field.fill(number.typed);
  await page.getByRole("button", { name: english.send }).click();
  const code = page.getByLabel(english.code);
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page.getByText(/new code in \d+ s/)).toBeVisible();
  await expectAccessible(page);
  await fitsTheScreen(page);
  await code.fill(await smsCode(request, number.e164));
  await page.getByRole("button", { name: english.verify }).click();
  await expect(page.getByText(english.signedIn)).toBeVisible();
  await expect(page).toHaveURL(/\/courses/);
}

test("signs up by phone, then signs in again with a new code", async ({ page, request, browser }) => {
  const number = freshNumber(0);
  await byPhone(page, request, "/signup", number);

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const again = await other.newPage();
  await byPhone(again, request, "/login", number);
  await other.close();
});

test("signs up by phone in Hindi", async ({ page, request }) => {
  const number = freshNumber(7);
  await page.goto("/signup");
  await chooseLanguage(page, "hi");
  await page.getByRole("button", { name: "फ़ोन नंबर से जारी रखें" }).click();
  await page.getByLabel("मोबाइल नंबर").fill("12345");
  await page.getByRole("button", { name: "कोड भेजें" }).click();
  await expect(page.getByText("10 अंकों का मोबाइल नंबर डालें, जैसे 98765 43210।")).toBeVisible();
  await page.getByLabel("मोबाइल नंबर").fill(number.typed);
  await page.getByRole("button", { name: "कोड भेजें" }).click();
  await page.getByLabel("6 अंकों का कोड").fill(await smsCode(request, number.e164));
  await page.getByRole("button", { name: "पुष्टि करें और जारी रखें" }).click();
  await expect(page).toHaveURL(/\/courses/);
});

const tamil = (
  JSON.parse(fs.readFileSync(new URL("../client/src/i18n/locales/ta/auth.json", import.meta.url), "utf8")) as {
    phone: Record<string, string>;
  }
).phone;

/** Signs up or in (by `start`) in Tamil: a number the form refuses first, then the code from the mailbox. */
async function byPhoneInTamil(
  page: Page,
  request: APIRequestContext,
  start: string,
  number: ReturnType<typeof freshNumber>,
  shot?: string,
) {
  await page.goto(start);
  await chooseLanguage(page, "ta");
  await page.getByRole("button", { name: tamil.continue }).click();
  const field = page.getByLabel(tamil.numberLabel);
  await field.fill("12345");
  await page.getByRole("button", { name: tamil.sendCode }).click();
  await expect(page.getByText(tamil.invalidNumber!)).toBeVisible();
  await field.fill(number.typed);
  await page.getByRole("button", { name: tamil.sendCode }).click();
  const code = page.getByLabel(tamil.codeLabel!);
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expectAccessible(page);
  await fitsTheScreen(page);
  if (shot) await docShot(page, shot, undefined, "phone");
  await code.fill(await smsCode(request, number.e164));
  await page.getByRole("button", { name: tamil.verify }).click();
  await expect(page).toHaveURL(/\/courses/);
}

test("signs up by phone in Tamil, then signs in again in Tamil with a new code", async ({ page, request, browser }) => {
  const number = freshNumber(11);
  await byPhoneInTamil(page, request, "/signup", number, "phone-signin-ta-phone");

  const other = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const again = await other.newPage();
  await byPhoneInTamil(again, request, "/login", number);
  await expect(again.locator("html")).toHaveAttribute("lang", "ta");
  await other.close();
});
