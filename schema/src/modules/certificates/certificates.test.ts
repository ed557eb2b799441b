import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";
import { renderCertificatePdf } from "./certificates.service.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const COMPLETE = `mutation($lessonId: ID!) { completeLesson(lessonId: $lessonId) { courseProgress { percent enrollment { status completedAt } } } }`;
const RESET = `mutation($lessonId: ID!) { resetLessonProgress(lessonId: $lessonId) { status } }`;
const MINE = `{ myCertificates { id code title courseTitle issuedDate downloadUrl verificationUrl holderName course { id } } }`;
const VERIFY = `query($code: String!) { certificate(code: $code) { code holderName courseTitle } }`;

async function learnerIn(title: string, lessons = 2) {
  const course = await createCourseWithLessons(db, { title, lessons });
  const viewer = await createLearner(db, "student", "Priya Sharma");
  await db.prisma.enrollment.create({ data: { userId: viewer.userId, courseId: course.id } });
  return { course, viewer, context: createTestContext({ db, viewer }) };
}

type Certificate = { code: string; title: string; downloadUrl: string; verificationUrl: string };
const certificates = async (context: ReturnType<typeof createTestContext>) =>
  (await execute(context, MINE)).data?.myCertificates as Certificate[];

describe("certificate issuance", () => {
  it("completes the enrollment and issues one certificate when the course reaches 100%", async () => {
    const { course, context } = await learnerIn("C Programming");
    const first = await execute(context, COMPLETE, { lessonId: course.lessons[0].id });
    expect(first.data?.completeLesson).toMatchObject({
      courseProgress: { percent: 50, enrollment: { status: "active", completedAt: null } },
    });
    expect(await certificates(context)).toEqual([]);

    const last = await execute(context, COMPLETE, { lessonId: course.lessons[1].id });
    expect(last.data?.completeLesson).toMatchObject({
      courseProgress: { percent: 100, enrollment: { status: "completed" } },
    });
    const [certificate] = await certificates(context);
    expect(certificate).toMatchObject({
      title: "Certificate of Completion: C Programming",
      courseTitle: "C Programming",
      holderName: "Priya Sharma",
      course: { id: course.id },
    });
    expect(certificate.code).toMatch(/^VP-[A-Z2-7]{10}$/);
    expect(certificate.downloadUrl).toBe(`http://localhost:3000/api/certificates/${certificate.code}.pdf`);
    expect(certificate.verificationUrl).toBe(`http://localhost:3000/certificates/verify/${certificate.code}`);

    // Completion is one-way (spec section 4): a reset keeps the lesson and the enrollment completed, and completing
    // again keeps the one certificate already earned.
    await execute(context, RESET, { lessonId: course.lessons[1].id });
    expect(await db.prisma.enrollment.findFirst({ where: { courseId: course.id } })).toMatchObject({
      status: "completed",
    });
    await execute(context, COMPLETE, { lessonId: course.lessons[1].id });
    expect((await certificates(context)).map((item) => item.code)).toEqual([certificate.code]);
  });

  it("issues exactly one certificate when the last lessons are completed in parallel", async () => {
    const { course, viewer } = await learnerIn("Parallel", 4);
    await Promise.all(
      course.lessons.map((lesson) => execute(createTestContext({ db, viewer }), COMPLETE, { lessonId: lesson.id })),
    );
    expect(await db.prisma.certificate.count({ where: { userId: viewer.userId, courseId: course.id } })).toBe(1);
    expect(await db.prisma.enrollment.findFirst({ where: { courseId: course.id } })).toMatchObject({
      status: "completed",
    });
  });
});

describe("certificate queries", () => {
  it("verifies a certificate by code publicly (any case); null for unknown codes", async () => {
    const { course, context } = await learnerIn("Web Development", 1);
    await execute(context, COMPLETE, { lessonId: course.lessons[0].id });
    const [{ code }] = await certificates(context);
    const anonymous = createTestContext({ db });
    expect((await execute(anonymous, VERIFY, { code: code.toLowerCase() })).data?.certificate).toEqual({
      code,
      holderName: "Priya Sharma",
      courseTitle: "Web Development",
    });
    expect((await execute(anonymous, VERIFY, { code: "VP-AAAAAAAAAA" })).data?.certificate).toBeNull();
  });

  it("lists only the viewer's certificates and needs a signed-in viewer", async () => {
    const { course, context } = await learnerIn("Mine", 1);
    await execute(context, COMPLETE, { lessonId: course.lessons[0].id });
    const stranger = createTestContext({ db, viewer: await createLearner(db) });
    expect(await certificates(stranger)).toEqual([]);
    expect((await execute(createTestContext({ db }), MINE)).errors?.[0].extensions.code).toBe("unauthenticated");
  });
});

describe("renderCertificatePdf", () => {
  it("renders a one-page PDF with the holder, course, date and verification link", async () => {
    const { course, context } = await learnerIn("Data Science — Basics", 1);
    await execute(context, COMPLETE, { lessonId: course.lessons[0].id });
    const [{ code }] = await certificates(context);
    const bytes = await renderCertificatePdf(db, code, { publicUrl: "https://vidyapath.example" });
    expect(bytes).not.toBeNull();
    expect(Buffer.from(bytes!.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes!);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe("Priya Sharma completed Data Science — Basics");
    expect(pdf.getTitle()).toBe(`Certificate ${code}`);
    expect(await renderCertificatePdf(db, "VP-UNKNOWN00")).toBeNull();
  });

  it("renders names the standard font cannot encode", async () => {
    const course = await createCourseWithLessons(db, { title: "हिंदी व्याकरण", lessons: 1 });
    const viewer = await createLearner(db, "student", "अनन्या");
    await db.prisma.certificate.create({
      data: {
        code: "VP-HINDI23456",
        userId: viewer.userId,
        courseId: course.id,
        holderName: "अनन्या",
        courseTitle: course.title,
      },
    });
    const bytes = await renderCertificatePdf(db, "VP-HINDI23456");
    expect(Buffer.from(bytes!.subarray(0, 4)).toString("latin1")).toBe("%PDF");
  });
});
