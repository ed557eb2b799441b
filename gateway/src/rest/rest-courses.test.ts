import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restContent, restCourse, restCourseDetail, restLesson } from "./shapes/course.shape.ts";
import { restNewsItem } from "./shapes/listing.shape.ts";
import { call, createCourse, signIn } from "./rest-test-helpers.ts";
import { restRoutes } from "./routes.ts";

let gateway: TestGateway;
let course: Awaited<ReturnType<typeof createCourse>>;

beforeAll(async () => {
  gateway = await startTestGateway();
  const prisma = gateway.app.services.db.prisma;
  course = await createCourse(gateway);
  await createCourse(gateway, {
    title: "Data Science with Python",
    description: "Pandas and statistics.",
    tags: ["python"],
    categories: { connectOrCreate: [{ where: { name: "Data Science" }, create: { name: "Data Science" } }] },
  });
  await createCourse(gateway, { title: "Draft course", published: false });
  await prisma.newsItem.createMany({
    data: [
      { category: "Exams", title: "GATE dates announced", source: "PIB", publishedAt: new Date("2026-01-02") },
      { category: "Jobs", title: "Hidden draft", source: "X", published: false },
    ],
  });
});
afterAll(() => gateway.close());

describe("repeated public reads", () => {
  it("are shaped and serialised once per content version, and change with the content", async () => {
    const route = restRoutes.find((entry) => entry.method === "GET" && entry.path === "/api/courses/published")!;
    const shape = vi.spyOn(route, "respond");
    try {
      const first = await call(gateway, "GET", "/api/courses/published");
      const second = await call(gateway, "GET", "/api/courses/published");
      expect(second.text).toBe(first.text);
      expect(second.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(shape).toHaveBeenCalledTimes(1);

      await gateway.app.services.db.prisma.course.update({
        where: { id: course.id },
        data: { title: "C Programming, revised" },
      });
      const third = await call(gateway, "GET", "/api/courses/published");
      expect(
        z
          .array(restCourse)
          .parse(third.json)
          .map((item) => item.title),
      ).toContain("C Programming, revised");
      expect(shape).toHaveBeenCalledTimes(2);
    } finally {
      shape.mockRestore();
      await gateway.app.services.db.prisma.course.update({ where: { id: course.id }, data: { title: course.title } });
    }
  });
});

describe("catalogue", () => {
  it("GET /api/admin/news/published lists published news only", async () => {
    const response = await call(gateway, "GET", "/api/admin/news/published");
    expect(response.status).toBe(200);
    const news = z.array(restNewsItem).parse(response.json);
    expect(news.map((item) => item.title)).toEqual(["GATE dates announced"]);
  });

  it("GET /api/courses/categories answers an array of names", async () => {
    const response = await call(gateway, "GET", "/api/courses/categories");
    expect(response.status).toBe(200);
    expect(response.json).toEqual(expect.arrayContaining(["Programming", "Data Science"]));
    z.array(z.string()).parse(response.json);
  });

  it("GET /api/courses/published lists published courses with snake_case fields", async () => {
    const response = await call(gateway, "GET", "/api/courses/published");
    expect(response.status).toBe(200);
    const courses = z.array(restCourse).parse(response.json);
    expect(courses.map((item) => item.title).sort()).toEqual(["C Programming", "Data Science with Python"]);
    const c = courses.find((item) => item.id === course.id)!;
    expect(c).toMatchObject({
      teacher_name: "Ravi Kumar",
      target_audience: "First-year students",
      categories: ["Programming"],
      price: 0,
      price_paise: 0,
      currency: "INR",
    });
  });

  it.each([
    ["?search=pandas", ["Data Science with Python"]],
    ["?category=Programming", ["C Programming"]],
    ["?search=&category=", ["C Programming", "Data Science with Python"]],
  ])("GET /api/courses/published%s filters", async (query, titles) => {
    const response = await call(gateway, "GET", `/api/courses/published${query}`);
    expect(response.status).toBe(200);
    expect(response.json.map((item: { title: string }) => item.title).sort()).toEqual(titles);
  });

  it("GET /api/courses/published pages with limit and offset, oldest first", async () => {
    const page = async (query: string) => {
      const response = await call(gateway, "GET", `/api/courses/published${query}`);
      expect(response.status).toBe(200);
      return response.json.map((item: { title: string }) => item.title);
    };
    expect(await page("?limit=1")).toEqual(["C Programming"]);
    expect(await page("?limit=1&offset=1")).toEqual(["Data Science with Python"]);
    expect(await page("?offset=2")).toEqual([]);
    const refused = await call(gateway, "GET", "/api/courses/published?limit=0");
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ error: expect.stringContaining("limit") });
  });

  it("GET /api/courses/published refuses an absurd search", async () => {
    const response = await call(gateway, "GET", `/api/courses/published?search=${"x".repeat(500)}`);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ error: expect.stringContaining("search") });
  });
});

describe("course and lesson", () => {
  it("GET /api/courses/:courseId answers the course with ordered lessons and their contents", async () => {
    const response = await call(gateway, "GET", `/api/courses/${course.id}`);
    expect(response.status).toBe(200);
    const detail = restCourseDetail.parse(response.json);
    expect(detail.lessons.map((lesson) => lesson.title)).toEqual(["Lesson 1", "Lesson 2"]);
    expect(detail.lessons[0]).toMatchObject({ videoUrl: "/api/files/lesson-content/intro.mp4", course_id: course.id });
    expect(detail.lessons[1].url).toContain("youtube.com");
    expect(detail.contents.map((content) => content.type).sort()).toEqual([
      "class",
      "class",
      "note",
      "note",
      "ppt",
      "ppt",
      "question",
      "question",
    ]);
  });

  it.each([
    ["an unknown course", "/api/courses/00000000-0000-0000-0000-000000000000", 404],
    ["an unpublished course", "draft", 404],
    // The router refuses path parameters over 100 characters before any handler runs.
    ["an absurdly long id", `/api/courses/${"a".repeat(300)}`, 414],
    ["an unknown lesson", "/api/lessons/nope", 404],
  ])("answers %s with a JSON error", async (_label, path, status) => {
    const target = path === "draft" ? `/api/courses/${await draftId()}` : path;
    const response = await call(gateway, "GET", target);
    expect(response.status).toBe(status);
    expect(response.json).toMatchObject({ error: expect.any(String) });
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("GET /api/lessons/:lessonId answers the lesson with its contents", async () => {
    const response = await call(gateway, "GET", `/api/lessons/${course.lessons[0].id}`);
    expect(response.status).toBe(200);
    const lesson = restLesson.parse(response.json);
    expect(lesson).toMatchObject({ title: "Lesson 1", duration: 10, videoUrl: "/api/files/lesson-content/intro.mp4" });
    expect(lesson.contents).toHaveLength(4);
  });

  it("GET /api/lessons/:lessonId and GET /api/courses/:courseId carry each rendition's bytes, as GraphQL does", async () => {
    // A READY video as the transcode job records it (docs/video.md): sizes measured when its files were written.
    const lessonId = course.lessons[0].id;
    const folder = `videos/${lessonId}/v1`;
    await gateway.app.services.db.prisma.lessonVideo.create({
      data: {
        lessonId,
        sourceKey: "lesson-content/intro.mp4",
        status: "READY",
        progress: 100,
        folder,
        masterKey: `${folder}/master.m3u8`,
        posterKey: `${folder}/poster.jpg`,
        durationSeconds: 10,
        renditions: [
          { height: 144, bandwidth: 100_000, key: `${folder}/144/index.m3u8`, bytes: 131_072 },
          { height: 0, bandwidth: 48_000, key: `${folder}/audio/index.m3u8`, bytes: 61_440 },
        ],
      },
    });
    try {
      const query = `query Sizes($id: ID!) { lesson(id: $id) { video { renditions { height bandwidth url bytes } } } }`;
      const graph = await call(gateway, "POST", "/graphql", { body: { query, variables: { id: lessonId } } });
      const expected = graph.json.data.lesson.video.renditions;
      expect(expected.map((rendition: { bytes: number }) => rendition.bytes)).toEqual([131_072, 61_440]);

      const lesson = restLesson.parse((await call(gateway, "GET", `/api/lessons/${lessonId}`)).json);
      expect(lesson.video?.renditions).toEqual(expected);
      const detail = restCourseDetail.parse((await call(gateway, "GET", `/api/courses/${course.id}`)).json);
      expect(detail.lessons.find((item) => item.id === lessonId)?.video?.renditions).toEqual(expected);
    } finally {
      await gateway.app.services.db.prisma.lessonVideo.delete({ where: { lessonId } });
    }
  });

  it.each(["note", "ppt", "question"])(
    "GET /api/lessons/:lessonId/contents/%s lists that type, with or without a token",
    async (type) => {
      const learner = await signIn(gateway);
      for (const token of [undefined, learner.token]) {
        const response = await call(gateway, "GET", `/api/lessons/${course.lessons[0].id}/contents/${type}`, { token });
        expect(response.status).toBe(200);
        const items = z.array(restContent).parse(response.json);
        expect(items.map((item) => item.type)).toEqual([type]);
      }
    },
  );

  it("question contents carry the question as JSON text", async () => {
    const response = await call(gateway, "GET", `/api/lessons/${course.lessons[0].id}/contents/question`);
    expect(JSON.parse(response.json[0].content)).toMatchObject({ question: "2+2?", correctAnswer: 1 });
  });
});

async function draftId() {
  const draft = await gateway.app.services.db.prisma.course.findFirstOrThrow({ where: { published: false } });
  return draft.id;
}
