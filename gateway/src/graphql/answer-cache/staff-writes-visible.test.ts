// Learners see a published change on their next request. The content cache answers public course
// reads while the content version holds; staff writes raise it in their own transaction, so the very next
// read is fresh. Staff reads are never cached, and never handed to anyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, createCourse, signIn } from "../../rest/rest-test-helpers.ts";

let gateway: TestGateway;
let staff: string;
let learner: string;
let courseId: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  const instructor = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  staff = instructor.token;
  learner = (await signIn(gateway)).token;
  const course = await createCourse(gateway, {
    title: "Authored draft",
    published: false,
    owner: { connect: { id: instructor.user.id } },
  });
  courseId = course.id;
  await createCourse(gateway, { title: "Already live" });
});
afterAll(() => gateway.close());

async function graphql(token: string | undefined, query: string, variables: Record<string, unknown> = {}) {
  const response = await call(gateway, "POST", "/graphql", { token, body: { query, variables } });
  expect(response.json.errors).toBeUndefined();
  return response.json.data;
}

const catalogue = async (token?: string) =>
  ((await call(gateway, "GET", "/api/courses/published", { token })).json as { title: string }[])
    .map((course) => course.title)
    .sort();
const detail = (token?: string) => call(gateway, "GET", `/api/courses/${courseId}`, { token });
const lessonTitles = async (token?: string) =>
  ((await detail(token)).json.lessons as { title: string }[]).map((lesson) => lesson.title);

describe("staff writes and the learners' next request", () => {
  it("publish, a new lesson, a reorder and unpublish each show at once", async () => {
    // Warm the cache for both anonymous and signed-in learners.
    expect(await catalogue()).toEqual(["Already live"]);
    expect(await catalogue(learner)).toEqual(["Already live"]);
    expect((await detail()).status).toBe(404);

    await graphql(
      staff,
      `
        mutation ($id: ID!) {
          setCoursePublished(id: $id, published: true) {
            id
          }
        }
      `,
      { id: courseId },
    );
    expect(await catalogue()).toEqual(["Already live", "Authored draft"]);
    expect(await catalogue(learner)).toEqual(["Already live", "Authored draft"]);
    expect(await lessonTitles()).toEqual(["Lesson 1", "Lesson 2"]);

    await graphql(
      staff,
      `
        mutation ($id: ID!) {
          createLesson(courseId: $id, input: { title: "Lesson 3" }) {
            id
          }
        }
      `,
      { id: courseId },
    );
    expect(await lessonTitles(learner)).toEqual(["Lesson 1", "Lesson 2", "Lesson 3"]);

    const ids = ((await detail()).json.lessons as { id: string }[]).map((lesson) => lesson.id);
    await graphql(
      staff,
      `
        mutation ($id: ID!, $ids: [ID!]!) {
          reorderLessons(courseId: $id, lessonIds: $ids) {
            id
          }
        }
      `,
      {
        id: courseId,
        ids: [ids[2], ids[0], ids[1]],
      },
    );
    expect(await lessonTitles()).toEqual(["Lesson 3", "Lesson 1", "Lesson 2"]);

    await graphql(
      staff,
      `
        mutation ($id: ID!) {
          setCoursePublished(id: $id, published: false) {
            id
          }
        }
      `,
      { id: courseId },
    );
    expect(await catalogue()).toEqual(["Already live"]);
    expect((await detail(learner)).status).toBe(404);
  });

  it("never serves a staff read of a draft to a learner, nor caches staff lists", async () => {
    const query = `query($id: ID!) { course(id: $id) { id title } }`;
    expect((await graphql(staff, query, { id: courseId })).course).toEqual({ id: courseId, title: "Authored draft" });
    expect((await graphql(learner, query, { id: courseId })).course).toBeNull();
    expect((await graphql(undefined, query, { id: courseId })).course).toBeNull();

    const before = gateway.app.services.contentCache.stats().entries;
    const list = await graphql(
      staff,
      `
        {
          staffCourses {
            id
            title
            published
          }
        }
      `,
    );
    expect(list.staffCourses).toEqual([{ id: courseId, title: "Authored draft", published: false }]);
    await graphql(
      staff,
      `
        query ($id: ID!) {
          staffCourse(id: $id) {
            id
            lessons {
              id
            }
          }
        }
      `,
      { id: courseId },
    );
    expect(gateway.app.services.contentCache.stats().entries).toBe(before);
    const student = await call(gateway, "POST", "/graphql", {
      token: learner,
      body: { query: `{ staffCourses { id } }` },
    });
    expect(student.json.errors[0].extensions.code).toBe("forbidden");
  });
});
