// A third party reads the whole seeded catalogue, with every lesson's contents and video (renditions and
// captions), in three anonymous GraphQL requests under the default limits (docs/architecture.md, Cost of a
// request): the courses and their lesson counts, then the tree and the videos with `limit`s those counts give,
// priced at them (300, 1,566 and 2,610 of the 20,000 a request may cost). Seeded videos get a processed row here as
// the video worker would write it (every rendition of the ladder), without running ffmpeg.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "@app/db/seed";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { AUDIO_ONLY, LADDER } from "../video/ladder.ts";

let gateway: TestGateway;
let requests = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  const { db, files } = gateway.app.services;
  await seed(db, { files, demoUser: false });
  const lessons = await db.prisma.lesson.findMany({ where: { videoUrl: { not: null } }, select: { id: true } });
  const renditions = [...LADDER, AUDIO_ONLY].map((rung) => ({
    height: rung.height,
    bandwidth: (rung.videoKbps + rung.audioKbps) * 1000,
    key: `video/${rung.height}.m3u8`,
    bytes: 1000,
  }));
  await db.prisma.lessonVideo.createMany({
    data: lessons.map(({ id }) => ({
      lessonId: id,
      sourceKey: `lesson-content/${id}.mp4`,
      status: "READY" as const,
      progress: 100,
      masterKey: `video/${id}/master.m3u8`,
      renditions,
    })),
  });
}, 120_000);
afterAll(async () => gateway?.close());

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  requests++;
  const response = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  expect(response.status).toBe(200);
  return body.data!;
}

interface Video {
  status: string;
  renditions: { height: number; url: string }[];
  captions: { language: string; url: string }[];
}
type Courses<Lesson> = { courses: { id: string; title: string; lessons: Lesson[] }[] };

describe("the seeded catalogue, read by a third party", () => {
  it("answers courses, lessons, contents and videos in three requests, none refused", async () => {
    const counts = await graphql<{ courses: { lessonCount: number }[] }>(`
      {
        courses {
          id
          lessonCount
        }
      }
    `);
    const sizes = { courses: counts.courses.length, lessons: Math.max(...counts.courses.map((c) => c.lessonCount)) };
    const tree = await graphql<Courses<{ id: string; title: string; contents: { id: string; type: string }[] }>>(
      `
        query ($courses: Int, $lessons: Int) {
          courses(limit: $courses) {
            id
            title
            lessons(limit: $lessons) {
              id
              title
              contents {
                id
                title
                type
              }
            }
          }
        }
      `,
      sizes,
    );
    const videos = await graphql<Courses<{ id: string; video: Video | null }>>(
      `
        query ($courses: Int, $lessons: Int) {
          courses(limit: $courses) {
            id
            title
            lessons(limit: $lessons) {
              id
              video {
                status
                streamUrl
                posterUrl
                durationSeconds
                renditions {
                  height
                  bandwidth
                  bytes
                  url
                }
                captions {
                  language
                  label
                  url
                }
              }
            }
          }
        }
      `,
      sizes,
    );
    expect(requests).toBe(3);

    const { prisma } = gateway.app.services.db;
    const published = await prisma.course.findMany({
      where: { published: true },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      include: {
        lessons: { include: { contents: true, captions: true, video: true }, orderBy: { position: "asc" } },
      },
    });
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(tree.courses.map((course) => course.id)).toEqual(published.map((course) => course.id));
    const lessons = published.flatMap((course) => course.lessons);
    const read = tree.courses.flatMap((course) => course.lessons);
    expect(read.map((lesson) => [lesson.id, lesson.contents.length])).toEqual(
      lessons.map((lesson) => [lesson.id, lesson.contents.length]),
    );
    const watched = videos.courses.flatMap((course) => course.lessons);
    expect(watched.map((lesson) => [lesson.id, lesson.video?.renditions.length ?? null])).toEqual(
      lessons.map((lesson) => [lesson.id, lesson.video ? LADDER.length + 1 : null]),
    );
    const captions = (list: { language: string }[]) => list.map((caption) => caption.language).sort();
    expect(watched.map((lesson) => captions(lesson.video?.captions ?? []))).toEqual(
      lessons.map((lesson) => (lesson.video ? captions(lesson.captions) : [])),
    );
    expect(watched.some((lesson) => (lesson.video?.captions.length ?? 0) > 0)).toBe(true);
  });

  it("refuses the tree without a limit, saying which list to narrow and the budget", async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
      body: JSON.stringify({ query: "{ courses { id title lessons { id title contents { id title } } } }" }),
    });
    expect(response.status).toBe(400);
    const [error] = ((await response.json()) as { errors: { message: string; extensions: unknown }[] }).errors;
    expect(error.extensions).toEqual({ code: "query_too_costly" });
    expect(error.message).toBe(
      "Request too costly: 99,300, at most 20,000 per request (batched operations count together). The costliest " +
        "list is Query.courses, 99,300 where it appears (priced at 100 items without a limit): pass it `limit` to " +
        "ask for fewer, or split the request.",
    );
  });
});
