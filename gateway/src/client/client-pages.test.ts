// Pages answer HTML with a true status whatever the Accept header; the API keeps its JSON 404; robots.txt and
// sitemap.xml list what search engines may index.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { CLIENT_PAGES } from "./client-pages.ts";

let gateway: TestGateway;
let dist: string;
let published: string;
let draft: string;
let certificateCode: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "client-dist-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    `<!doctype html><html lang="en"><head><title>VidyaPath</title></head><body><div id="root"></div></body></html>`,
  );
  gateway = await startTestGateway({ CLIENT_DIST: dist });
  const prisma = gateway.app.services.db.prisma;
  published = (await prisma.course.create({ data: { title: "Published & fine", published: true } })).id;
  draft = (await prisma.course.create({ data: { title: "Draft", published: false } })).id;
  const learner = await prisma.user.create({
    data: { authId: "auth-client-pages", email: "client-pages@example.com", firstName: "आरव" },
  });
  certificateCode = (
    await prisma.certificate.create({
      data: { code: "VP-CLIENTPAGES2", userId: learner.id, courseId: draft, holderName: "आरव", courseTitle: "Draft" },
    })
  ).code;
});
afterAll(async () => {
  await gateway.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, accept = "*/*") => fetch(`${gateway.url}${url}`, { headers: { accept }, redirect: "manual" });

describe("client pages", () => {
  const pages = [
    "/login",
    "/courses",
    "/internships",
    "/exams",
    "/placement",
    "/about",
    "/terms",
    "/privacy",
    "/accessibility",
    "/profile",
    "/admin",
    "/admin/courses/new",
  ];

  it.each(["*/*", "text/html", "application/json"])(
    "answers every page with the HTML shell and 200 for Accept %s",
    async (accept) => {
      for (const page of pages) {
        const response = await get(page, accept);
        expect([page, response.status, response.headers.get("content-type")]).toEqual([
          page,
          200,
          expect.stringContaining("text/html"),
        ]);
        expect(await response.text()).toContain("<title>VidyaPath</title>");
      }
    },
  );

  it("labels each page with the visitor's language: ?lang= first, then the lang cookie, else English", async () => {
    const lang = async (url: string, cookie?: string) =>
      /<html lang="([^"]+)"/.exec(
        await (await fetch(`${gateway.url}${url}`, { headers: cookie ? { cookie } : {} })).text(),
      )?.[1];
    expect(await lang("/login")).toBe("en");
    expect(await lang("/login", "theme=dark; lang=hi")).toBe("hi");
    expect(await lang("/exams?lang=hi")).toBe("hi");
    expect(await lang("/exams?lang=en", "lang=hi")).toBe("en");
    expect(await lang("/missing-page", "lang=hi")).toBe("hi");
    expect(await lang("/login", "lang=xx")).toBe("en");
    for (const language of ["bn", "mr", "te", "ta"]) {
      expect(await lang(`/exams?lang=${language}`)).toBe(language);
      expect(await lang("/login", `lang=${language}`)).toBe(language);
    }
  });

  it("answers a published course page 200 and a draft or unknown course 404, both with the page", async () => {
    expect((await get(`/courses/${published}`)).status).toBe(200);
    for (const url of [`/courses/${draft}`, "/courses/no-such-course", `/courses/${draft}/content`, "/courses/%00"]) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers.get("content-type")).toContain("text/html");
    }
  });

  it("without the server renderer, answers a certificate page by whether its code exists", async () => {
    expect((await get(`/certificates/verify/${certificateCode.toLowerCase()}`)).status).toBe(200);
    for (const url of ["/certificates/verify/VP-NOSUCHCODE", `/certificates/verify/${"A".repeat(41)}`]) {
      const response = await get(url);
      expect([url, response.status]).toEqual([url, 404]);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("redirects page addresses with a trailing slash, without the server renderer too", async () => {
    const response = await get("/exams/?mode=online");
    expect([response.status, response.headers.get("location")]).toEqual([301, "/exams?mode=online"]);
    expect((await get("/api/nothing/")).status).toBe(404);
  });

  it("answers an unknown path with the 404 page and a 404 status, not a soft 404", async () => {
    for (const accept of ["*/*", "text/html"]) {
      const response = await get("/no/such/page", accept);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it("keeps JSON 404s for API, identity and file paths", async () => {
    for (const url of ["/api/nothing", "/auth/v1/nothing", "/api/files/none.pdf", "/graphql/x"]) {
      const response = await get(url, "text/html");
      expect([url, response.status, response.headers.get("content-type")]).toEqual([
        url,
        404,
        expect.stringContaining("json"),
      ]);
    }
  });

  it("lists the same pages as the client's router", () => {
    const router = fs.readFileSync(path.join(import.meta.dirname, "../../../client/src/app/router.tsx"), "utf8");
    const clientPaths = [...router.matchAll(/path: "([^"]+)"/g)]
      .map((match) => match[1])
      .filter((page) => page !== "*");
    // Console routes are children of /admin (relative paths), all answered by "/admin/*".
    const topLevel = clientPaths.filter((page) => page.startsWith("/"));
    expect(topLevel.filter((page) => !CLIENT_PAGES.includes(page))).toEqual([]);
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("names the sitemap and keeps personal and staff pages out", async () => {
    const response = await get("/robots.txt");
    const text = await response.text();
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(text).toContain(`Sitemap: ${gateway.config.publicUrl}/sitemap.xml`);
    expect(text).toMatch(/Disallow: \/admin/);
    expect(text).toMatch(/Disallow: \/profile/);
  });

  it("lists the public pages and every published course, never a draft", async () => {
    const response = await get("/sitemap.xml");
    const xml = await response.text();
    expect(response.headers.get("content-type")).toContain("application/xml");
    expect(xml).toContain(`<loc>${gateway.config.publicUrl}/courses</loc>`);
    expect(xml).toContain(`<loc>${gateway.config.publicUrl}/courses/${published}</loc>`);
    expect(xml).not.toContain(draft);
    expect(xml).toContain(`<loc>${gateway.config.publicUrl}/tests</loc>`);
    expect(xml).toContain(`<loc>${gateway.config.publicUrl}/practice</loc>`);
    expect(xml).toContain(`<loc>${gateway.config.publicUrl}/accessibility</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(11 + 1);
  });
});
