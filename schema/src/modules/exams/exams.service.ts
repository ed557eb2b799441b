// Exam listings (spec section 2, /exams): cards ordered by date, category tiles with counts.
import type { Prisma, PrismaClient } from "@app/db";
import { staffWrites } from "../shared/staff-crud.ts";
import { CapacityBelowRegistrationsError, ExamHasRegistrationsError, ExamNotFoundError } from "./exams.errors.ts";

export type ExamSelection = Pick<Prisma.ExamFindManyArgs, "select" | "include" | "take">;
export type ExamData = Omit<Prisma.ExamCreateInput, "currentParticipants" | "registrations">;

const byDate = [{ examDate: "asc" as const }, { id: "asc" as const }];

/** Learners see published exams only (docs/staff-console.md). */
export function listExams(prisma: PrismaClient, category: string | null | undefined, query: ExamSelection = {}) {
  return prisma.exam.findMany({
    ...query,
    where: { published: true, ...(category ? { category } : {}) },
    orderBy: byDate,
  });
}

export function listAllExams(prisma: PrismaClient, query: ExamSelection = {}) {
  return prisma.exam.findMany({ ...query, orderBy: byDate });
}

export async function listExamCategories(prisma: PrismaClient) {
  const groups = await prisma.exam.groupBy({
    by: ["category"],
    where: { published: true },
    _count: { _all: true },
    orderBy: { category: "asc" },
  });
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

export type ExamUpdate = Prisma.ExamUpdateInput & { maxParticipants: number };

/**
 * Staff writes, audited (shared/staff-crud.ts). Seats can shrink only down to the seats already taken: the guard
 * runs in the UPDATE itself. Only an exam nobody registered for may go, so learners' seats are not silently
 * dropped; the seat counter in the condition makes a registration committing meanwhile (it raises the counter in
 * its transaction) win the race.
 */
export const examWrites = staffWrites({
  target: { entity: "Exam", label: "Exam" },
  find: (tx, id) => tx.exam.findUnique({ where: { id } }),
  create: (tx, data: ExamData) => tx.exam.create({ data }),
  update: async (tx, id, data: ExamUpdate | { published: boolean }) => {
    if (!("maxParticipants" in data)) return tx.exam.update({ where: { id }, data });
    const { count } = await tx.exam.updateMany({
      where: { id, currentParticipants: { lte: data.maxParticipants } },
      data,
    });
    if (count === 0) {
      const { currentParticipants } = await tx.exam.findUniqueOrThrow({
        where: { id },
        select: { currentParticipants: true },
      });
      throw new CapacityBelowRegistrationsError(currentParticipants);
    }
    return tx.exam.findUniqueOrThrow({ where: { id } });
  },
  remove: async (tx, id) => {
    const { count } = await tx.exam.deleteMany({
      where: { id, currentParticipants: 0, registrations: { none: {} } },
    });
    if (count === 0) throw new ExamHasRegistrationsError();
  },
});

/** The seats of one exam, first registered first, for the console and its CSV export. */
export async function listExamRegistrations(prisma: PrismaClient, examId: string) {
  const exam = await prisma.exam.findUnique({
    where: { id: examId },
    select: {
      registrations: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          createdAt: true,
          user: { select: { name: true, firstName: true, lastName: true, email: true } },
        },
      },
    },
  });
  if (!exam) throw new ExamNotFoundError();
  return exam.registrations.map(({ id, createdAt, user }) => ({
    id,
    registeredAt: createdAt,
    learnerName: user.name || `${user.firstName} ${user.lastName}`.trim(),
    learnerEmail: user.email,
  }));
}
