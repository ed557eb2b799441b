// Exam listings (spec section 2, /exams): cards ordered by date, category tiles with counts.
import type { Prisma, PrismaClient } from "@app/db";
import { AppError, notFound } from "../../errors.ts";

export type ExamSelection = Pick<Prisma.ExamFindManyArgs, "select" | "include">;
export type ExamData = Omit<Prisma.ExamCreateInput, "currentParticipants" | "registrations">;

export function listExams(prisma: PrismaClient, category: string | null | undefined, query: ExamSelection = {}) {
  return prisma.exam.findMany({
    ...query,
    where: category ? { category } : {},
    orderBy: [{ examDate: "asc" }, { id: "asc" }],
  });
}

export async function listExamCategories(prisma: PrismaClient) {
  const groups = await prisma.exam.groupBy({ by: ["category"], _count: { _all: true }, orderBy: { category: "asc" } });
  return groups.map((group) => ({ name: group.category, count: group._count._all }));
}

/** Which of `examIds` the learner holds a seat for, in the order asked (one query for a whole page). */
export async function registeredFlags(prisma: PrismaClient, userId: string, examIds: readonly string[]) {
  const rows = await prisma.examRegistration.findMany({
    where: { userId, examId: { in: [...examIds] } },
    select: { examId: true },
  });
  const registered = new Set(rows.map((row) => row.examId));
  return examIds.map((id) => registered.has(id));
}

export function createExam(prisma: PrismaClient, data: ExamData, query: ExamSelection = {}) {
  return prisma.exam.create({ ...query, data });
}

/** Seats can shrink only down to the seats already taken; the guard runs in the UPDATE itself. */
export async function updateExam(prisma: PrismaClient, id: string, data: ExamData, query: ExamSelection = {}) {
  const { count } = await prisma.exam.updateMany({
    where: { id, currentParticipants: { lte: data.maxParticipants } },
    data,
  });
  if (count === 0) {
    const exam = await prisma.exam.findUnique({ where: { id }, select: { currentParticipants: true } });
    if (!exam) throw notFound("Exam");
    throw new AppError("invalid_input", `maxParticipants must be at least ${exam.currentParticipants} (seats taken)`, {
      maxParticipants: "must not be below currentParticipants",
    });
  }
  return prisma.exam.findUniqueOrThrow({ ...query, where: { id } });
}
