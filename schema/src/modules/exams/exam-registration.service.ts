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
      // One statement takes the seat and reads whether learners may see the exam at all (issue 16: unpublished
      // exams do not exist for them), so the seat transaction stays as short as before.
      const [seat] = await tx.$queryRaw<{ taken: number; published: boolean | null }[]>`
        WITH taken AS (
          UPDATE "Exam" SET "currentParticipants" = "currentParticipants" + 1
          WHERE id = ${examId} AND "published" AND "currentParticipants" < "maxParticipants"
          RETURNING 1)
        SELECT (SELECT count(*) FROM taken)::int AS "taken", (SELECT "published" FROM "Exam" WHERE id = ${examId}) AS "published"`;
      // Throwing rolls the registration back with the transaction.
      if (!seat.published) throw new ExamNotFoundError();
      if (seat.taken === 0) throw new ExamFullError();
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
