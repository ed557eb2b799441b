// Server-rendered course pages in the page's language (docs/languages.md): a course's translated title and
// description in the markup, <title>, description and link previews; the course's own text in any other language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPublicSite, type PublicContent } from "../../test/public-content.ts";
import type { TestGateway } from "../../test/start-gateway.ts";

let gateway: TestGateway;
let content: PublicContent;
const hindi = { title: "बोलचाल की संस्कृत", description: "रोज़ की बातचीत के लिए संस्कृत।" };

beforeAll(async () => {
  ({ gateway, content } = await startPublicSite());
  await gateway.app.services.db.prisma.courseTranslation.create({
    data: { courseId: content.course.id, language: "hi", ...hindi },
  });
}, 300_000);
afterAll(() => gateway.close());

const page = async (url: string) => (await fetch(`${gateway.url}${url}`)).text();
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head(html))?.[1];

describe("translated course pages", () => {
  it("show the translation in the page's language, the course's own text in another, each kept apart", async () => {
    for (let round = 0; round < 2; round++) {
      const inHindi = await page(`/courses/${content.course.id}?lang=hi`);
      expect(head(inHindi)).toMatch(new RegExp(`<title>${hindi.title}[^<]*</title>`));
      expect(meta(inHindi, "og:title")).toContain(hindi.title);
      expect(meta(inHindi, "description")).toContain(hindi.description);
      expect(inHindi.slice(inHindi.indexOf('<div id="root"'))).toContain(hindi.title);

      const inTamil = await page(`/courses/${content.course.id}?lang=ta`);
      expect(head(inTamil)).toContain(`<title>${content.course.title}`);
      expect(inTamil).not.toContain(hindi.title);

      const catalogue = await page("/courses?lang=hi");
      expect(catalogue.slice(catalogue.indexOf('<div id="root"'))).toContain(hindi.title);
    }
  });
});
