// The staff's question bank (docs/practice.md): admins edit every question, instructors the questions of the courses
// they author; each write with its audit entry. A create or an import warns of near-duplicates, never refuses them.
import type { PracticeDifficulty, PracticeQuestion, PracticeQuestionStatus, Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../../context.ts";
import { AppError, notFound } from "../../../errors.ts";
import { recordAudit } from "../../audit/audit.service.ts";
import { auditedCreate, auditedUpdate } from "../../audit/audited-write.ts";
import { authorCourse, authoredCourses } from "../../courses/course-access.ts";
import { nearDuplicates } from "./near-duplicates.ts";
import { checkQuestion, type QuestionFields } from "./question-input.ts";

type Db = PrismaClient | Prisma.TransactionClient;

export interface BankFilter {
  subjectId?: string | null;
  topicId?: string | null;
  exam?: string | null;
  status?: PracticeQuestionStatus | null;
  difficulty?: PracticeDifficulty | null;
  /** Questions written in that language (either may be missing: docs/practice.md). */
  language?: "EN" | "HI" | null;
  search?: string | null;
}

/** The questions a staff member may edit: all for admins, those of their own courses for instructors. */
export const editableQuestions = (viewer: Viewer): Prisma.PracticeQuestionWhereInput =>
  viewer.role === "admin" ? {} : { course: authoredCourses(viewer) };

export function bankWhere(viewer: Viewer, filter: BankFilter): Prisma.PracticeQuestionWhereInput {
  const search = filter.search?.trim();
  return {
    AND: [
      editableQuestions(viewer),
      filter.topicId ? { topicId: filter.topicId } : {},
      filter.subjectId ? { topic: { subjectId: filter.subjectId } } : {},
      filter.exam ? { exams: { has: filter.exam } } : {},
      filter.status ? { status: filter.status } : {},
      filter.difficulty ? { difficulty: filter.difficulty } : {},
      filter.language === "EN" ? { textEn: { not: null } } : {},
      filter.language === "HI" ? { textHi: { not: null } } : {},
      search
        ? {
            OR: [
              { textEn: { contains: search, mode: "insensitive" } },
              { textHi: { contains: search, mode: "insensitive" } },
            ],
          }
        : {},
    ],
  };
}

export const bankInclude = { topic: { include: { subject: true } } } as const;
const bankOrder: Prisma.PracticeQuestionOrderByWithRelationInput[] = [
  { topic: { subject: { position: "asc" } } },
  { topic: { position: "asc" } },
  { createdAt: "asc" },
  { id: "asc" },
];

export async function listBank(
  prisma: PrismaClient,
  viewer: Viewer,
  filter: BankFilter,
  page: { limit: number; offset: number },
) {
  const where = bankWhere(viewer, filter);
  const [total, items] = await Promise.all([
    prisma.practiceQuestion.count({ where }),
    prisma.practiceQuestion.findMany({
      where,
      include: bankInclude,
      orderBy: bankOrder,
      take: page.limit,
      skip: page.offset,
    }),
  ]);
  return { total, items };
}

/** The questions the viewer may edit, in the bank's order, at most `limit` (the CSV export: as many as an import takes). */
export const exportBank = (prisma: PrismaClient, viewer: Viewer, filter: BankFilter, limit: number) =>
  prisma.practiceQuestion.findMany({
    where: bankWhere(viewer, filter),
    include: bankInclude,
    orderBy: bankOrder,
    take: limit,
  });

/** Instructors write only into a course they author; admins may leave the course empty (admins only). */
export async function checkCourse(db: Db, viewer: Viewer, courseId: string | null) {
  if (courseId) await authorCourse(db, viewer, courseId);
  else if (viewer.role !== "admin")
    throw new AppError("invalid_input", "Choose one of your courses for the question", { courseId: "required" });
}

async function checkedFields(db: Db, viewer: Viewer, input: QuestionFields) {
  const { fields, errors } = checkQuestion(input);
  if (Object.keys(errors).length) throw new AppError("invalid_input", Object.values(errors).join("; "), errors);
  const topic = await db.practiceTopic.findUnique({ where: { id: fields.topicId }, select: { id: true } });
  if (!topic) throw new AppError("invalid_input", "Topic not found", { topicId: "not found" });
  await checkCourse(db, viewer, fields.courseId);
  return fields;
}

/** The active questions of the topic that look like `fields` (the warning shown on saving). */
export async function similarQuestions(db: Db, fields: QuestionFields, exceptId?: string) {
  const sameTopic = await db.practiceQuestion.findMany({
    where: { topicId: fields.topicId, status: "ACTIVE", ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    include: bankInclude,
  });
  return nearDuplicates(fields, sameTopic);
}

const target = { entity: "PracticeQuestion" as const, label: "Practice question" };

export async function createBankQuestion(prisma: PrismaClient, viewer: Viewer, input: QuestionFields) {
  const fields = await checkedFields(prisma, viewer, input);
  const duplicates = await similarQuestions(prisma, fields);
  const created = await auditedCreate(prisma, viewer, target, (tx) =>
    tx.practiceQuestion.create({ data: { ...fields, createdById: viewer.userId } }),
  );
  return { question: await withTopic(prisma, created.id), nearDuplicates: duplicates };
}

async function editable(db: Db, viewer: Viewer, id: string) {
  return db.practiceQuestion.findFirst({ where: { id, ...editableQuestions(viewer) } });
}

export async function updateBankQuestion(prisma: PrismaClient, viewer: Viewer, id: string, input: QuestionFields) {
  const fields = await checkedFields(prisma, viewer, input);
  await auditedUpdate<PracticeQuestion>(prisma, viewer, target, {
    action: "update",
    id,
    read: (tx) => editable(tx, viewer, id),
    write: (tx) => tx.practiceQuestion.update({ where: { id }, data: fields }),
  });
  return { question: await withTopic(prisma, id), nearDuplicates: await similarQuestions(prisma, fields, id) };
}

/** Archived questions leave sets and Revise; answers, cards and analytics keep them. */
export async function setBankQuestionStatus(
  prisma: PrismaClient,
  viewer: Viewer,
  id: string,
  status: PracticeQuestionStatus,
) {
  await auditedUpdate<PracticeQuestion>(prisma, viewer, target, {
    action: status === "ARCHIVED" ? "archive" : "unarchive",
    id,
    read: (tx) => editable(tx, viewer, id),
    write: (tx) => tx.practiceQuestion.update({ where: { id }, data: { status } }),
  });
  return withTopic(prisma, id);
}

const withTopic = (db: Db, id: string) =>
  db.practiceQuestion.findUniqueOrThrow({ where: { id }, include: bankInclude });

/** Writes checked questions in the caller's transaction, one audit entry each (CSV and mock-test imports). */
export async function writeImported(
  tx: Prisma.TransactionClient,
  viewer: Viewer,
  rows: { id?: string | null; fields: QuestionFields }[],
  action: string,
) {
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    if (row.id) {
      const before = await tx.practiceQuestion.findUnique({ where: { id: row.id } });
      if (!before) throw notFound("Practice question");
      const after = await tx.practiceQuestion.update({ where: { id: row.id }, data: row.fields });
      await recordAudit(tx, viewer, { action, entity: "PracticeQuestion", entityId: row.id, before, after });
      updated++;
    } else {
      const after = await tx.practiceQuestion.create({ data: { ...row.fields, createdById: viewer.userId } });
      await recordAudit(tx, viewer, { action, entity: "PracticeQuestion", entityId: after.id, after });
      created++;
    }
  }
  return { created, updated };
}
