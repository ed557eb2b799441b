// Unpublished courses, probed as a learner and an anonymous visitor would, on PGlite and PostgreSQL: after an admin
// unpublishes a course (and keeps writing lessons into the draft), no GraphQL relation and no REST route shows its
// lessons, contents, ids or counts, apart from the title and dates a certificate needs. Nothing is deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { adminToken, createFixture, type Fixture } from "../../test/reliability/fixtures.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { LOOSE_BUDGETS } from "../../test/start-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";

const DRAFT_NOTE = "<p>Draft material</p>";

describe.each(databaseKinds())("unpublished course content on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;
  let fixture: Fixture;
  let admin: string;
  let certificateCode: string;
  let issuedTitle: string;
  let lessonIds: string[];

  beforeAll(async () => {
    db = await kind.open();
    fixture = await createFixture(db, { learners: 2, lessons: 2, freeCourses: 0 });
    // One learner probes every route in a burst: the cost budgets (decision 029) are not under test here.
    gateway = await startGatewayOn(db, LOOSE_BUDGETS);
    admin = await adminToken(db);
    const learner = fixture.learners[0].token;
    for (const lessonId of fixture.lessonIds) {
      expect(
        (await call(`${gateway.url}/api/progress/lesson/${lessonId}/complete`, { method: "POST", token: learner }))
          .status,
      ).toBe(200);
    }
    const [issued] = (await call(`${gateway.url}/api/certificates/my`, { token: learner })).body;
    certificateCode = issued.code;
    // A certificate keeps the title it was issued with (decision 017); the course itself is renamed below.
    issuedTitle = issued.courseTitle;
    expect(issuedTitle).not.toBe("Renamed");
    const unpublish = await graphql(
      gateway.url,
      `
        mutation ($id: ID!) {
          updateCourse(id: $id, input: { title: "Renamed", published: false }) {
            published
          }
        }
      `,
      { id: fixture.courseId },
      admin,
    );
    expect(unpublish.body.data).toEqual({ updateCourse: { published: false } });
    const added = await graphql(
      gateway.url,
      `
        mutation ($id: ID!) {
          createLesson(courseId: $id, input: { title: "Written into the draft", duration: 45 }) {
            id
          }
        }
      `,
      { id: fixture.courseId },
      admin,
    );
    const addedId = added.body.data.createLesson.id as string;
    await graphql(
      gateway.url,
      `
        mutation ($id: ID!, $content: String) {
          createLessonContent(lessonId: $id, input: { type: note, title: "N", content: $content }) {
            id
          }
        }
      `,
      { id: addedId, content: DRAFT_NOTE },
      admin,
    );
    lessonIds = [...fixture.lessonIds, addedId];
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  /** Every response of the probes, checked afterwards for any draft lesson id or content. */
  const seen: string[] = [];
  const probe = async (path: string, token?: string) => {
    const write = /\/(update|complete|reset)$/.test(path);
    const body = path.endsWith("/update") ? { watchTime: 5, totalDuration: 60 } : undefined;
    const response = await call(`${gateway.url}${path}`, { token, method: write ? "POST" : "GET", body });
    seen.push(response.text);
    return response;
  };
  const ask = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await graphql(gateway.url, query, variables, token);
    seen.push(response.text);
    return response.body;
  };

  it("GraphQL: the certificate (anonymous) and the learner's enrollment show title and dates, no lessons, no counts", async () => {
    const courseFields = `id title published createdAt description lessonCount totalMinutes categories viewerProgress { percent } lessons { id contents { id content } }`;
    const certificate = await ask(
      `query($code: String!) { certificate(code: $code) { courseTitle course { ${courseFields} } } }`,
      { code: certificateCode },
    );
    expect(certificate.data.certificate).toEqual({
      courseTitle: issuedTitle,
      course: expect.objectContaining({
        title: "Renamed",
        published: false,
        description: "",
        lessonCount: 0,
        totalMinutes: 0,
        categories: [],
        viewerProgress: null,
        lessons: [],
      }),
    });
    const learner = fixture.learners[0].token;
    // Lessons by id only: every enrollment's lesson contents would exceed one request's cost budget (decision 015),
    // and an empty lessons list leaves no contents to leak.
    const enrolledFields = courseFields.replace(" contents { id content }", "");
    const mine = await ask(
      `{ myEnrollments { progress course { ${enrolledFields} } } myCertificates { courseTitle course { lessons { id } } } }`,
      {},
      learner,
    );
    expect(mine.data.myEnrollments).toEqual([
      { progress: 0, course: expect.objectContaining({ title: "Renamed", lessonCount: 0, lessons: [] }) },
    ]);
    expect(mine.data.myCertificates).toEqual([{ courseTitle: issuedTitle, course: { lessons: [] } }]);
    const progress = await ask(
      `query($id: ID!) { courseProgress(courseId: $id) { totalLessons completedLessonIds } }`,
      { id: fixture.courseId },
      learner,
    );
    expect(progress.errors?.[0].extensions?.code).toBe("course_not_found");
    for (const lessonId of lessonIds) {
      const reads = await ask(
        `query($id: ID!) { lesson(id: $id) { id } lessonContents(lessonId: $id, type: note) { id } }`,
        { id: lessonId },
        learner,
      );
      expect(reads.data).toEqual({ lesson: null, lessonContents: [] });
      const lessonProgress = await ask(
        `query($id: ID!) { lessonProgress(lessonId: $id) { courseId courseProgress { totalLessons } } }`,
        { id: lessonId },
        learner,
      );
      expect(lessonProgress.errors?.[0].extensions?.code).toBe("lesson_not_found");
    }
  });

  it("REST: lessons, contents, progress and the course answer 404; enrollments and certificates keep title and dates", async () => {
    const learner = fixture.learners[0].token;
    const notFound = [`/api/courses/${fixture.courseId}`, `/api/progress/course/${fixture.courseId}`];
    for (const lessonId of lessonIds) {
      notFound.push(
        `/api/lessons/${lessonId}`,
        `/api/progress/lesson/${lessonId}`,
        `/api/progress/lesson/${lessonId}/update`,
        `/api/progress/lesson/${lessonId}/complete`,
        `/api/progress/lesson/${lessonId}/reset`,
      );
    }
    for (const path of notFound) expect([path, (await probe(path, learner)).status]).toEqual([path, 404]);
    for (const lessonId of lessonIds)
      expect((await probe(`/api/lessons/${lessonId}/contents/note`, learner)).body).toEqual([]);
    const enrollments = await probe("/api/enrollments/my", learner);
    expect(enrollments.body).toEqual([
      expect.objectContaining({ progress: 0, course: expect.objectContaining({ title: "Renamed", description: "" }) }),
    ]);
    const certificates = await probe("/api/certificates/my", learner);
    expect(certificates.body).toEqual([expect.objectContaining({ code: certificateCode, courseTitle: issuedTitle })]);
    expect((await probe(`/api/certificates/${certificateCode}.pdf`)).status).toBe(200);
  });

  it("no response carried a draft lesson's id or content, and the learner's rows are all still there", () => {
    const leaks = seen.filter((text) => lessonIds.some((id) => text.includes(id)) || text.includes("Draft material"));
    expect(seen).toHaveLength(32);
    expect(leaks).toEqual([]);
    return Promise.all([
      db.prisma.enrollment
        .count({ where: { courseId: fixture.courseId } })
        .then((count) => expect(count).toBe(fixture.learners.length)),
      db.prisma.lessonProgress
        .count({ where: { courseId: fixture.courseId, status: "completed" } })
        .then((count) => expect(count).toBe(2)),
      db.prisma.certificate.count({ where: { courseId: fixture.courseId } }).then((count) => expect(count).toBe(1)),
    ]);
  });

  it("republished, the course shows the learner everything again, progress included", async () => {
    await graphql(
      gateway.url,
      `
        mutation ($id: ID!) {
          updateCourse(id: $id, input: { title: "Renamed", published: true }) {
            id
          }
        }
      `,
      { id: fixture.courseId },
      admin,
    );
    const learner = fixture.learners[0].token;
    const progress = await call(`${gateway.url}/api/progress/course/${fixture.courseId}`, { token: learner });
    expect(progress.body).toMatchObject({ completedLessons: 2, totalLessons: 3, percent: 67 });
    expect((await call(`${gateway.url}/api/lessons/${lessonIds[2]}/contents/note`, { token: learner })).body).toEqual([
      expect.objectContaining({ content: DRAFT_NOTE }),
    ]);
  });
});
