// Authoring mock tests in the staff console (docs/mock-tests.md): admins every test, instructors the tests of the
// courses they own (course-access.ts decides who authors a course). Questions arrive by CSV import, whole or not
// at all; once learners have attempted a test its questions no longer change (their scores depend on them).
import type { Prisma, PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../../context.ts";
import { AppError } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../../audit/audited-write.ts";
import { authorCourse } from "../../courses/course-access.ts";
import { sanitizeRichText } from "../../shared/sanitize-html.ts";
import { parseQuestionCsv } from "./mock-test-csv.ts";
import { releaseQuestionImages } from "./mock-test-images.ts";
import { blueprintCount, checkBlueprintBank } from "../paper/blueprint/blueprint-paper.service.ts";
import { checkSectionTimes, checkWindow } from "./mock-test-timing.ts";
import { MockTestEmptyError, MockTestHasAttemptsError, MockTestNotFoundError } from "../mock-tests.errors.ts";

const target = { entity: "MockTest" as const, label: "Mock test" };
const transactionOptions = { maxWait: 15_000, timeout: 60_000 };

export interface MockTestData {
  title: string;
  description: string;
  instructions: string;
  examCategory: string;
  courseId: string | null;
  durationMinutes: number;
  marksCorrect: number;
  negativeMarks: number;
  attemptsAllowed: number;
  opensAt: Date | null;
  closesAt: Date | null;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  samePaperForSitting?: boolean;
}

const authored = (viewer: Viewer): Prisma.MockTestWhereInput =>
  viewer.role === "admin" ? {} : { course: { ownerId: viewer.userId } };

const staffInclude = {
  sections: {
    orderBy: { position: "asc" as const },
    include: { questions: { orderBy: { position: "asc" as const } } },
  },
  _count: { select: { attempts: true } },
};

export function listStaffMockTests(prisma: PrismaClient, viewer: Viewer) {
  return prisma.mockTest.findMany({
    where: authored(viewer),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    include: staffInclude,
  });
}

/** The test with its key, for its authors; mock_test_not_found for anyone else (an instructor never learns of others'). */
export async function findStaffMockTest(prisma: PrismaClient | Prisma.TransactionClient, viewer: Viewer, id: string) {
  const test = await prisma.mockTest.findFirst({ where: { id, ...authored(viewer) }, include: staffInclude });
  if (!test) throw new MockTestNotFoundError();
  return test;
}

export type StaffMockTest = Awaited<ReturnType<typeof findStaffMockTest>>;

/** Instructors link each test to a course they author; admins may leave it unlinked. */
async function checkCourse(prisma: PrismaClient, viewer: Viewer, courseId: string | null) {
  if (courseId) await authorCourse(prisma, viewer, courseId);
  else if (viewer.role !== "admin")
    throw new AppError("invalid_input", "Choose one of your courses", { courseId: "Choose one of your courses" });
}

const clean = (data: MockTestData) => ({ ...data, instructions: sanitizeRichText(data.instructions) });

export async function createMockTest(prisma: PrismaClient, viewer: Viewer, data: MockTestData) {
  checkWindow(data);
  await checkCourse(prisma, viewer, data.courseId);
  const created = await auditedCreate(prisma, viewer, target, (tx) => tx.mockTest.create({ data: clean(data) }));
  return findStaffMockTest(prisma, viewer, created.id);
}

export async function updateMockTest(prisma: PrismaClient, viewer: Viewer, id: string, data: MockTestData) {
  checkWindow(data);
  await findStaffMockTest(prisma, viewer, id);
  await checkCourse(prisma, viewer, data.courseId);
  await auditedUpdate(prisma, viewer, target, {
    action: "update",
    id,
    read: (tx) => tx.mockTest.findUnique({ where: { id } }),
    write: async (tx) => {
      const after = await tx.mockTest.update({ where: { id }, data: clean(data) });
      await checkSectionTimes(tx, id);
      return after;
    },
  });
  return findStaffMockTest(prisma, viewer, id);
}

export async function setMockTestPublished(prisma: PrismaClient, viewer: Viewer, id: string, published: boolean) {
  const test = await findStaffMockTest(prisma, viewer, id);
  if (published && !test.sections.some((section) => section.questions.length || blueprintCount(section) > 0))
    throw new MockTestEmptyError();
  if (published) await checkBlueprintBank(prisma, id);
  await auditedUpdate(prisma, viewer, target, {
    action: published ? "publish" : "unpublish",
    id,
    read: (tx) => tx.mockTest.findUnique({ where: { id } }),
    write: (tx) => tx.mockTest.update({ where: { id }, data: { published } }),
  });
  return findStaffMockTest(prisma, viewer, id);
}

/** The figures a test's own questions name (its bank's stay with the course). */
const testImages = async (prisma: PrismaClient, testId: string) =>
  (
    await prisma.mockTestQuestion.findMany({
      where: { section: { testId }, imageUrl: { not: null } },
      select: { imageUrl: true },
    })
  ).map((question) => question.imageUrl);

/**
 * Only a test nobody attempted may go: learners' results are not silently dropped (unpublish it instead). Its
 * questions' figures go with it.
 */
export async function deleteMockTest(prisma: PrismaClient, files: FileStore, viewer: Viewer, id: string) {
  await findStaffMockTest(prisma, viewer, id);
  const images = await testImages(prisma, id);
  const deleted = await auditedDelete(prisma, viewer, target, {
    id,
    read: (tx) => tx.mockTest.findUnique({ where: { id } }),
    remove: async (tx) => {
      const { count } = await tx.mockTest.deleteMany({ where: { id, attempts: { none: {} } } });
      if (count === 0) throw new MockTestHasAttemptsError();
    },
  });
  await releaseQuestionImages(prisma, files, { testId: id }, images);
  return deleted;
}

/**
 * Checks a CSV of questions and, unless `dryRun` or any row is invalid, adds them to the test in one transaction:
 * sections by name (new ones after the existing), questions after each section's last. `replace` first removes the
 * test's sections and questions. Refused with mock_test_has_attempts once anyone has attempted the test.
 */
export async function importMockTestQuestions(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  testId: string,
  csv: string,
  options: { dryRun: boolean; replace: boolean },
) {
  const test = await findStaffMockTest(prisma, viewer, testId);
  const parsed = parseQuestionCsv(csv);
  if (parsed.errors.length || options.dryRun) return { ...parsed, imported: 0 };
  if (test._count.attempts > 0) throw new MockTestHasAttemptsError();
  // A replaced question's figure goes with it: a CSV carries no images (they are attached in the console).
  const replaced = options.replace ? await testImages(prisma, testId) : [];
  await prisma.$transaction(async (tx) => {
    if (options.replace) await tx.mockTestSection.deleteMany({ where: { testId } });
    const sections = options.replace
      ? []
      : await tx.mockTestSection.findMany({ where: { testId }, include: { _count: { select: { questions: true } } } });
    const next = new Map(
      sections.map((section) => [section.name, { id: section.id, position: section._count.questions }]),
    );
    let sectionPosition = Math.max(0, ...sections.map((section) => section.position));
    for (const question of parsed.questions) {
      let section = next.get(question.section);
      if (!section) {
        const created = await tx.mockTestSection.create({
          data: { testId, name: question.section, position: ++sectionPosition },
        });
        section = { id: created.id, position: 0 };
        next.set(question.section, section);
      }
      const { row: _row, section: _name, ...fields } = question;
      await tx.mockTestQuestion.create({ data: { ...fields, sectionId: section.id, position: ++section.position } });
    }
    const after = { questions: parsed.questions.length, replace: options.replace };
    await recordAudit(tx, viewer, { action: "import", entity: "MockTest", entityId: testId, before: null, after });
  }, transactionOptions);
  await releaseQuestionImages(prisma, files, { testId }, replaced);
  return { ...parsed, imported: parsed.questions.length };
}
