import type { Page } from "@playwright/test";
import { signUpConfirmed } from "./accounts.ts";
import { axeScan, expect, expectAccessible, graphql, screenshots, startApp, test } from "./fixtures.ts";

/** Headings never skip a level (axe's heading-order, a moderate finding the general scan lets through). */
async function expectHeadingOrder(page: Page) {
  const { violations } = await axeScan(page).withRules(["heading-order"]).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")))).toEqual([]);
}

test.describe("visitor", () => {
  test("home shows the hero and the news ticker rotates every 5 seconds", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Empowering Your Educational Journey" })).toBeVisible();
    // The ticker is the app's (not rendered on the server).
    await startApp(page);
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
    // Only data blocks (the Apollo cache, JSON-LD) and the bundle: an inline script (a late Suspense reveal) would be
    // blocked by the CSP.
    expect(html.match(/<script(?![^>]*(type="application\/(ld\+)?json"|src=))[^>]*>/g)).toBeNull();
    // Same-origin relative addresses: the page loads its pictures from whatever host it was opened on.
    // (a picture with sizes is preloaded by its srcset, which the browser picks from as it does for the <img>.)
    expect(html).toMatch(/<link rel="preload" as="image" (href|imageSrcSet)="\/api\/files\/images\/courses\/[^"]+"/i);
    expect(await (await request.get("/", { headers: { accept: "text/html" } })).text()).toContain(
      "Empowering Your Educational Journey",
    );
    // Personal pages are rendered by the client alone.
    expect(await (await request.get("/profile", { headers: { accept: "text/html" } })).text()).toContain(
      '<div id="root"></div>',
    );

    await page.goto("/courses");
    await startApp(page);
    await page.getByLabel("Search courses").fill("quantitative aptitude");
    await expect(page.getByTestId("course-card")).toHaveCount(1);
  });

  test("the app starts in stages whose chunks the page names up front, fetched after what the page shows", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/courses", { headers: { accept: "text/html" } })).text();
    const named = [
      ...html.matchAll(
        /<(?:script type="module"|link rel="modulepreload") fetchpriority="low" crossorigin (?:src|href)="([^"]+)"/g,
      ),
    ].map((match) => match[1]);
    const fetched: string[] = [];
    const queried: string[] = [];
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (/^\/assets\/boot-[^/]+\.js$/.test(url.pathname)) fetched.push(url.pathname);
      if (url.pathname === "/graphql")
        queried.push(url.searchParams.get("operationName") ?? sent.postDataJSON()?.operationName);
    });
    await page.goto("/courses");
    await startApp(page);
    await page.waitForLoadState("networkidle");
    // React, MUI, i18next, Apollo and the app: each stage's chunk was named by the HTML, none waited for the one before.
    expect(fetched.length).toBeGreaterThanOrEqual(5);
    expect(fetched.filter((path) => !named.includes(path))).toEqual([]);
    // The catalogue the server rendered is not fetched again to take it over; opened again, it is refreshed.
    expect(queried).not.toContain("Courses");
    const nav = page.getByRole("navigation", { name: /main/i });
    await nav.getByRole("link", { name: "Exams", exact: true }).click();
    await expect(page).toHaveURL(/\/exams$/);
    // The address changes as the exams page's chunk is fetched; Courses pressed before that page shows would only
    // cancel the move and keep the catalogue mounted, with nothing to read again.
    await expect(page.getByText("Upcoming Exams", { exact: true }).first()).toBeVisible();
    await nav.getByRole("link", { name: "Courses", exact: true }).click();
    await expect.poll(() => queried).toContain("Courses");
  });

  test("the app adopts the server's markup of every public page, in both languages, instead of rendering it again", async ({
    page,
    request,
  }) => {
    const { courses } = await graphql<{ courses: { id: string }[] }>(request, "{ courses { id } }");
    const paths = [
      "/",
      "/courses",
      `/courses/${courses[0].id}`,
      "/internships",
      "/exams",
      "/placement",
      "/about",
      "/terms",
      "/privacy",
      "/certificates/verify/NO-SUCH-CODE",
      "/no-such-page",
    ];
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") warnings.push(message.text());
    });
    // The server's elements as parsed, before any script runs; hydration keeps every one of them in the document.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        (window as unknown as { serverElements: Element[] }).serverElements = [...document.querySelectorAll("#root *")];
      });
    });
    for (const path of [...paths, "/?lang=hi", "/courses?lang=hi", "/exams?lang=hi"]) {
      await page.goto(path);
      await startApp(page);
      await page.waitForLoadState("networkidle");
      const { parsed, kept } = await page.evaluate(() => {
        const elements = (window as unknown as { serverElements: Element[] }).serverElements;
        return { parsed: elements.length, kept: elements.filter((element) => element.isConnected).length };
      });
      expect(parsed, path).toBeGreaterThan(20);
      expect(kept, path).toBe(parsed);
    }
    expect(warnings.filter((text) => /server-rendered page differed|hydrat/i.test(text))).toEqual([]);
  });

  test("a course page arrives rendered and the app takes it over without a layout shift", async ({ page, request }) => {
    const { courses } = await graphql<{ courses: { id: string; title: string }[] }>(
      request,
      "{ courses { id title } }",
    );
    const course = courses.find((candidate) => candidate.title === "C Programming") ?? courses[0];
    const html = await (await request.get(`/courses/${course.id}`, { headers: { accept: "*/*" } })).text();
    expect(html).toContain('<div id="root" inert>');
    expect(html).toContain(`<title>${course.title} | VidyaPath</title>`);
    expect(html).toContain("Course Includes");

    // Layout shifts from the first paint on, counted as Lighthouse counts them (none caused by input).
    await page.addInitScript(() => {
      const counter = window as unknown as { layoutShift: number };
      counter.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) counter.layoutShift += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`/courses/${course.id}`);
    await startApp(page);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThan(0.1);
    await expect(page).toHaveTitle(`${course.title} | VidyaPath`);
    await expect(page.getByRole("button", { name: "Enroll Now" })).toBeEnabled();
    await expectHeadingOrder(page);

    // Client-side navigation keeps the tab's title right.
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Exams", exact: true }).click();
    await expect(page).toHaveTitle("Upcoming Exams | VidyaPath");
  });

  test("a certificate of a learner with a Devanagari name verifies on its public page", async ({ page, request }) => {
    await signUpConfirmed(page, request, "learner-pass-1", { first: "आरव", last: "शर्मा" });
    const token = await page.evaluate(() => localStorage.getItem("token"));
    expect(token).toBeTruthy();
    const { courses } = await graphql<{ courses: { id: string; lessonCount: number; pricePaise: number }[] }>(
      request,
      "{ courses { id lessonCount pricePaise } }",
    );
    // The smallest free course: a paid one is bought, not enrolled in (docs/payments.md).
    const course = courses
      .filter((candidate) => candidate.lessonCount > 0 && candidate.pricePaise === 0)
      .sort((a, b) => a.lessonCount - b.lessonCount)[0];
    await graphql(request, "mutation ($id: ID!) { enroll(courseId: $id) { id } }", { id: course.id }, token!);
    const { course: detail } = await graphql<{ course: { title: string; lessons: { id: string }[] } }>(
      request,
      "query ($id: ID!) { course(id: $id) { title lessons { id } } }",
      { id: course.id },
      token!,
    );
    for (const lesson of detail.lessons)
      await graphql(
        request,
        "mutation ($id: ID!) { completeLesson(lessonId: $id) { status } }",
        { id: lesson.id },
        token!,
      );
    const { myCertificates } = await graphql<{ myCertificates: { code: string; courseTitle: string }[] }>(
      request,
      "{ myCertificates { code courseTitle } }",
      {},
      token!,
    );
    const code = myCertificates.find((certificate) => certificate.courseTitle === detail.title)!.code;

    // What a link preview or an employer's browser receives before any script runs.
    const response = await request.get(`/certificates/verify/${code}`, { headers: { accept: "*/*" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("आरव शर्मा");
    expect(html).toContain("Valid certificate");

    await page.evaluate(() => localStorage.clear());
    await page.goto(`/certificates/verify/${code}`);
    await startApp(page);
    await expect(page.getByText("आरव शर्मा", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Valid certificate" })).toBeVisible();
    await expect(page.getByText(detail.title, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await expectHeadingOrder(page);
    await screenshots(page, "certificate-verify");

    const missing = await page.goto("/certificates/verify/VP-NOSUCHCODE2");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Certificate not found" })).toBeVisible();
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
    // The server filters and the previous answer stays on screen meanwhile: the remote cards also number fewer
    // than all, so wait for the cards of the new answer rather than for a count.
    const inBengaluru = async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => /Bengaluru/i.test(text));
    };
    await expect.poll(inBengaluru).toBe(true);
    expect(await cards.count()).toBeLessThan(all);

    await page.getByLabel(/location/i).fill("");
    await page
      .getByRole("searchbox")
      .or(page.getByLabel(/search/i))
      .first()
      .fill("zzzz-no-such-internship");
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
    await page
      .getByLabel(/location/i)
      .first()
      .fill("Pune");
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await page
      .getByLabel(/location/i)
      .first()
      .fill("");
    await page
      .getByLabel(/search/i)
      .first()
      .fill("Analyst");
    await expect.poll(() => cards.count()).toBeLessThan(all);
  });

  test("terms and privacy have 12 sections each and link back to sign-up", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/terms", "/privacy"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 2 })).toHaveCount(12);
      await expect(page.getByText(/Last updated/)).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute("href", "/signup");
      await expectAccessible(page);
      // Leaving unmounts the page's effects cleanly (Chromium's scrollTo returns a promise, which is no clean-up).
      await page.getByRole("link", { name: "Back to Sign Up" }).click();
      await expect(page).toHaveURL(/\/signup$/);
    }
    expect(errors).toEqual([]);
  });

  test("an unknown path shows the 404 page with a 404 status", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404 - Page Not Found")).toBeVisible();
  });
});
