// The head of a server-rendered page: escaped text, absolute URLs under PUBLIC_URL, and no canonical URL for
// pages kept out of search results.
import { describe, expect, it } from "vitest";
import { pageHead } from "./page-head.ts";

const publicUrl = "https://vidyapath.example";

describe("pageHead", () => {
  it("escapes the page's text in tags and makes paths absolute under PUBLIC_URL", () => {
    const { html, status } = pageHead(
      {
        title: `Maths "Olympiad" <prep> & more`,
        description: "Tom's course",
        image: "/api/files/images/courses/a.jpg",
      },
      { publicUrl, pathname: "/courses/c1" },
    );
    expect(status).toBe(200);
    expect(html).toContain("<title>Maths &quot;Olympiad&quot; &lt;prep&gt; &amp; more | VidyaPath</title>");
    expect(html).toContain(`<meta name="description" content="Tom&#39;s course">`);
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/courses/c1">`);
    expect(html).toContain(`<meta property="og:image" content="${publicUrl}/api/files/images/courses/a.jpg">`);
    expect(html).toContain(`<meta name="twitter:card" content="summary_large_image">`);
  });

  it("keeps a missing page out of search results with its status and no canonical URL", () => {
    const { html, status } = pageHead(
      { title: "Page not found", status: 404, noindex: true },
      { publicUrl, pathname: "/nowhere" },
    );
    expect(status).toBe(404);
    expect(html).toContain(`<meta name="robots" content="noindex">`);
    expect(html).not.toContain("canonical");
    expect(html).toContain(`<meta name="twitter:card" content="summary">`);
  });

  it("names the page in every language with hreflang, English as x-default, and its own as canonical and og:locale", () => {
    const { html } = pageHead({ title: "Courses" }, { publicUrl, pathname: "/courses", language: "ta" });
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/courses?lang=ta">`);
    for (const code of ["hi", "bn", "mr", "te", "ta"])
      expect(html).toContain(`<link rel="alternate" hreflang="${code}" href="${publicUrl}/courses?lang=${code}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${publicUrl}/courses">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${publicUrl}/courses">`);
    expect(html).toContain(`<meta property="og:locale" content="ta_IN">`);
    expect(html).toContain(`<meta property="og:locale:alternate" content="bn_IN">`);
    expect(html).not.toContain(`<meta property="og:locale:alternate" content="ta_IN">`);
    expect(html).toContain(`<meta property="og:url" content="${publicUrl}/courses?lang=ta">`);
    const missing = pageHead({ title: "Gone", noindex: true }, { publicUrl, pathname: "/x", language: "bn" }).html;
    expect(missing).not.toContain("hreflang");
  });

  it("uses the product's title and description for a page that declares none", () => {
    const { html } = pageHead(null, { publicUrl, pathname: "/" });
    expect(html).toContain("<title>VidyaPath</title>");
    expect(html).toContain("courses, internships, exams and placements");
  });
});
