// Seat booking for exams (issue 3): never more registrations than seats, one registration per learner,
// whatever the concurrency. The seat counter is only ever moved by a guarded UPDATE in the same
// transaction as the registration row; the CHECK constraint on "Exam" is the last line of defence.
import { isForeignKeyViolation, isUniqueViolation, type PrismaClient } from "@app/db";
import { AlreadyRegisteredError, ExamFullError, ExamNotFoundError } from "./exams.errors.ts";

const transactionOptions = { maxWait: 15_000, timeout: 15_000 };

export async function registerForExam(prisma: PrismaClient, examId: string, userId: string): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      await tx.examRegistration.create({ data: { examId, userId } });
      const seats = await tx.$executeRaw`
        UPDATE "Exam" SET "currentParticipants" = "currentParticipants" + 1
        WHERE id = ${examId} AND "published" AND "currentParticipants" < "maxParticipants"`;
      // Throwing rolls the registration back with the transaction. An unpublished exam does not exist for learners.
      if (seats === 0) throw (await tx.exam.count({ where: { id: examId, published: true } })) ? new ExamFullError() : new ExamNotFoundError();
    }, transactionOptions);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyRegisteredError();
    if (isForeignKeyViolation(error) && !(await prisma.exam.count({ where: { id: examId } }))) {
      throw new ExamNotFoundError();
    }
    throw error;
  }
}

/** Frees the seats a learner holds, in the transaction that deletes the learner (account deletion). */
export async function releaseSeatsOf(tx: Pick<PrismaClient, "$executeRaw">, userId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Exam" SET "currentParticipants" = "currentParticipants" - 1
    WHERE id IN (SELECT "examId" FROM "ExamRegistration" WHERE "userId" = ${userId})`;
}
