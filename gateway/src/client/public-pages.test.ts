// Every public page arrives server-rendered with its data and its own head (title, description, canonical URL,
// link previews) whatever the Accept header, with a true status: a page with nothing to show is a 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSite, type PublicContent } from "../../test/public-content.ts";
import type { TestGateway } from "../../test/start-gateway.ts";

let gateway: TestGateway;
let content: PublicContent;

beforeAll(async () => {
  ({ gateway, content } = await startPublicSite());
}, 120_000);
afterAll(() => gateway.close());

const get = (url: string, accept = "*/*") => fetch(`${gateway.url}${url}`, { headers: { accept }, redirect: "manual" });
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const markup = (html: string) => html.slice(html.indexOf('<div id="root" inert>'));
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head(html))?.[1];

describe("public pages", () => {
  const pages = () => [
    { url: "/", title: "VidyaPath", shows: "Empowering Your Educational Journey" },
    { url: "/courses", title: "All Courses | VidyaPath", shows: content.course.title },
    { url: `/courses/${content.course.id}`, title: `${content.course.title} | VidyaPath`, shows: "Meera Iyer" },
    { url: "/internships", title: "Internships | VidyaPath", shows: content.internships[0].title },
    { url: "/exams", title: "Upcoming Exams | VidyaPath", shows: content.exams[1].title },
    { url: "/placement", title: "Placement Opportunities | VidyaPath", shows: content.placements[0].title },
    {
      url: "/about",
      title: "About VidyaPath | VidyaPath",
      shows: "Quality learning for every student in India, in their language.",
    },
    { url: "/terms", title: "Terms of Service | VidyaPath", shows: "Acceptance of Terms" },
    { url: "/privacy", title: "Privacy Policy | VidyaPath", shows: "Privacy Policy" },
    { url: "/accessibility", title: "Accessibility | VidyaPath", shows: "What is known not to conform" },
    {
      url: `/certificates/verify/${content.certificate.code}`,
      title: `Certificate of आरव शर्मा: ${content.course.title} | VidyaPath`,
      shows: "Valid certificate",
    },
  ];

  it.each(["*/*", "text/html"])(
    "answers each with 200, its title in the head and its data in the markup (Accept %s)",
    async (accept) => {
      for (const page of pages()) {
        const response = await get(page.url, accept);
        const html = await response.text();
        expect([page.url, response.status, response.headers.get("content-type")]).toEqual([
          page.url,
          200,
          expect.stringContaining("text/html"),
        ]);
        expect(head(html).match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${page.title}</title>`]);
        expect(head(html).match(/<meta name="description"/g)).toHaveLength(1);
        expect(markup(html)).toContain(page.shows);
      }
    },
  );

  it("names the canonical URL and the link preview under PUBLIC_URL, with the course's picture", async () => {
    const url = `/courses/${content.course.id}`;
    const html = await (await get(url)).text();
    expect(head(html)).toContain(`<link rel="canonical" href="${gateway.config.publicUrl}${url}">`);
    expect(metaContent(html, "og:url")).toBe(`${gateway.config.publicUrl}${url}`);
    expect(metaContent(html, "og:title")).toBe(content.course.title);
    expect(metaContent(html, "description")).toBe(content.course.description);
    expect(metaContent(html, "og:image")).toBe(
      `${gateway.config.publicUrl}/api/files/images/courses/spoken-sanskrit.jpg`,
    );
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
  });

  it("shows the holder's name in Devanagari, the course, the issue date and 'Valid certificate'", async () => {
    const html = markup(await (await get(`/certificates/verify/${content.certificate.code.toLowerCase()}`)).text());
    for (const text of ["आरव शर्मा", content.course.title, "Valid certificate", content.certificate.code])
      expect(html).toContain(text);
    expect(html).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
  });

  it("verifies a certificate of an unpublished course by its title and date only", async () => {
    const response = await get(`/certificates/verify/${content.draftCertificate.code}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(markup(html)).toContain(content.draft.title);
    expect(markup(html)).toContain("Valid certificate");
    expect(html).not.toContain(content.draft.description);
    // A learner's certificate is not for search results.
    expect(metaContent(html, "robots")).toBe("noindex");
  });

  it("answers 404 with the rendered page for unknown paths, missing or draft courses and unknown certificate codes", async () => {
    for (const [url, title, shows] of [
      ["/no/such/page", "Page not found", "404 - Page Not Found"],
      [`/courses/${content.draft.id}`, "Course not found", "Course not found"],
      ["/courses/no-such-course", "Course not found", "Course not found"],
      ["/certificates/verify/VP-NOSUCHCODE", "Certificate not found", "Certificate not found"],
      [`/certificates/verify/${"X".repeat(60)}`, "Certificate not found", "Certificate not found"],
    ]) {
      for (const accept of ["*/*", "text/html"]) {
        const response = await get(url, accept);
        const html = await response.text();
        expect([url, response.status, response.headers.get("content-type")]).toEqual([
          url,
          404,
          expect.stringContaining("text/html"),
        ]);
        expect(head(html)).toContain(`<title>${title} | VidyaPath</title>`);
        expect(metaContent(html, "robots")).toBe("noindex");
        expect(markup(html)).toContain(shows);
      }
    }
    expect(await (await get(`/courses/${content.draft.id}`)).text()).not.toContain(content.draft.description);
  });

  it("redirects a page address with a trailing slash to the page, never to another host", async () => {
    for (const [url, location] of [
      ["/about/", "/about"],
      ["/courses/?category=Programming", "/courses?category=Programming"],
      [`/courses/${content.course.id}//`, `/courses/${content.course.id}`],
      ["//evil.example/", "/evil.example"],
      ["/%5Cevil.example/", "/%5Cevil.example"],
    ]) {
      const response = await get(url);
      expect([url, response.status, response.headers.get("location")]).toEqual([url, 301, location]);
    }
  });

  it("renders the head in the page's language too: ?lang=hi or the lang cookie gives Hindi title, description and locale", async () => {
    for (const [url, cookie] of [
      ["/courses?lang=hi", ""],
      ["/courses", "lang=hi"],
    ] as const) {
      const html = await (await fetch(`${gateway.url}${url}`, { headers: cookie ? { cookie } : {} })).text();
      expect(html).toContain('<html lang="hi"');
      expect(head(html).match(/<title>[^<]*<\/title>/g)).toEqual(["<title>सभी कोर्स | VidyaPath</title>"]);
      expect(metaContent(html, "description")).toMatch(/^भारतीय विद्यार्थियों के लिए/);
      expect(metaContent(html, "og:locale")).toBe("hi_IN");
    }
    // Every language: ?lang=ta as ?lang=hi, and each page names its version in all six for search engines.
    const tamil = await (await get("/courses?lang=ta")).text();
    expect(tamil).toContain('<html lang="ta"');
    expect(metaContent(tamil, "og:locale")).toBe("ta_IN");
    const base = `${gateway.config.publicUrl}/courses`;
    expect(head(tamil)).toContain(`<link rel="canonical" href="${base}?lang=ta">`);
    expect(
      [...head(tamil).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => m.slice(1)),
    ).toEqual([
      ["en", base],
      ["hi", `${base}?lang=hi`],
      ["bn", `${base}?lang=bn`],
      ["mr", `${base}?lang=mr`],
      ["te", `${base}?lang=te`],
      ["ta", `${base}?lang=ta`],
      ["x-default", base],
    ]);
    const missing = await fetch(`${gateway.url}/courses/no-such-course?lang=hi`);
    expect(missing.status).toBe(404);
    expect(head(await missing.text())).toContain("<title>कोर्स नहीं मिला | VidyaPath</title>");
  });

  it("leaves personal pages to the browser", async () => {
    for (const url of ["/profile", "/login", `/courses/${content.course.id}/content`]) {
      const html = await (await get(url)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(head(html)).toContain("<title>VidyaPath</title>");
      // The script is what paints these pages: fetched at the browser's usual priority.
      expect(html).toMatch(/<script type="module" (?!fetchpriority)/);
    }
  });

  it("fetches a rendered page's scripts after what it shows: the markup paints without them", async () => {
    for (const url of ["/", "/courses", `/courses/${content.course.id}`, "/exams"]) {
      const html = await (await get(url)).text();
      const scripts = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect([url, tag]).toEqual([url, expect.stringContaining('fetchpriority="low"')]);
    }
  });
});
