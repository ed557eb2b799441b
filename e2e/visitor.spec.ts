import { expect, expectAccessible, screenshots, test } from "./fixtures.ts";

test.describe("visitor", () => {
  test("home shows the hero and the news ticker rotates every 5 seconds", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Empowering Your Educational Journey" })).toBeVisible();
    const ticker = page.getByTestId("news-ticker");
    await expect(ticker).not.toBeEmpty();
    const first = await ticker.innerText();
    await expect.poll(() => ticker.innerText(), { timeout: 8_000 }).not.toBe(first);
    await expectAccessible(page);
    await screenshots(page, "home");
  });

  test("public pages arrive rendered, then the app takes over in place", async ({ page, request }) => {
    // What a browser paints before any script has run: the catalogue with its courses and pictures.
    const html = await (await request.get("/courses", { headers: { accept: "text/html" } })).text();
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain("C Programming");
    // Only data blocks and the bundle: an inline script (a late Suspense reveal) would be blocked by the CSP.
    expect(html.match(/<script(?![^>]*(type="application\/json"|src=))[^>]*>/g)).toBeNull();
    // Same-origin relative addresses (issue 17): the page loads its pictures from whatever host it was opened on.
    // (issue 19: a picture with sizes is preloaded by its srcset, which the browser picks from as it does for the <img>.)
    expect(html).toMatch(/<link rel="preload" as="image" (href|imageSrcSet)="\/api\/files\/images\/courses\/[^"]+"/i);
    expect(await (await request.get("/", { headers: { accept: "text/html" } })).text()).toContain("Empowering Your Educational Journey");
    // Personal pages are rendered by the client alone.
    expect(await (await request.get("/profile", { headers: { accept: "text/html" } })).text()).toContain('<div id="root"></div>');

    await page.goto("/courses");
    await expect(page.locator("#root")).not.toHaveAttribute("inert");
    await page.getByLabel("Search courses").fill("quantitative aptitude");
    await expect(page.getByTestId("course-card")).toHaveCount(1);
  });

  test("navigates to every public page from the header", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: /main/i });
    for (const [label, path, heading] of [
      ["Courses", "/courses", "All Courses"],
      ["Internships", "/internships", "Find & Enroll in Top Internships"],
      ["Exams", "/exams", "Upcoming Exams"],
      ["Placement", "/placement", "Placement Opportunities"],
      ["About", "/about", "Empowering Indian students with innovative learning solutions and career opportunities"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByText(heading, { exact: true }).first()).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, `public${path.replace("/", "-")}`);
    }
  });

  test("internship filters narrow the cards", async ({ page }) => {
    await page.goto("/internships");
    const cards = page.getByTestId("internship-card");
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();

    await page.getByLabel(/type/i).click();
    await page.getByRole("option", { name: "Remote", exact: true }).click();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card).toContainText("Remote");

    await page.getByLabel(/type/i).click();
    await page.getByRole("option", { name: "All Types" }).click();
    await page.getByLabel(/location/i).fill("bengaluru");
    await expect.poll(() => cards.count()).toBeLessThan(all);
    for (const card of await cards.all()) await expect(card).toContainText(/Bengaluru/i);

    await page.getByLabel(/location/i).fill("");
    await page.getByRole("searchbox").or(page.getByLabel(/search/i)).first().fill("zzzz-no-such-internship");
    await expect(cards).toHaveCount(0);
  });

  test("exams show a disabled Full button for a full exam", async ({ page }) => {
    await page.goto("/exams");
    await expect(page.getByRole("button", { name: "Full" }).first()).toBeDisabled();
    await expect(page.getByRole("button", { name: "Register Now" }).first()).toBeEnabled();
    await expect(page.getByText("Delhi").first()).toBeVisible();
  });

  test("placement filters each narrow the job cards", async ({ page }) => {
    await page.goto("/placement");
    const cards = page.getByTestId("placement-card");
    await expect(cards.first()).toBeVisible();
    const all = await cards.count();
    const selects: [RegExp, string][] = [
      [/category/i, "Banking"],
      [/experience/i, "Fresher"],
      [/salary/i, "3-6 LPA"],
    ];
    for (const [label, option] of selects) {
      await page.getByLabel(label).first().click();
      await page.getByRole("option", { name: option }).click();
      await expect.poll(() => cards.count()).toBeLessThan(all);
      await page.getByLabel(label).first().click();
      await page.getByRole("option").first().click();
      await expect.poll(() => cards.count()).toBe(all);
    }
    await page.getByLabel(/location/i).first().fill("Pune");
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await page.getByLabel(/location/i).first().fill("");
    await page.getByLabel(/search/i).first().fill("Analyst");
    await expect.poll(() => cards.count()).toBeLessThan(all);
  });

  test("terms and privacy have 12 sections each and link back to sign-up", async ({ page }) => {
    for (const path of ["/terms", "/privacy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
      await expect(page.getByText(/Last updated/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute("href", "/signup");
      await expectAccessible(page);
    }
  });

  test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 - Page Not Found")).toBeVisible();
  });
});
