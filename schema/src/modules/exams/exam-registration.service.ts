// Seat booking for exams: never more registrations than seats, one registration per learner,
// whatever the concurrency. The seat counter is only ever moved by a guarded UPDATE in the same
// transaction as the registration row; the CHECK constraint on "Exam" is the last line of defence. The same
// UPDATE refuses an exam whose date has passed, so no seat is taken after the exam has started.
import { isForeignKeyViolation, isUniqueViolation, type PrismaClient } from "@app/db";
import { AlreadyRegisteredError, ExamFullError, ExamNotFoundError, RegistrationClosedError } from "./exams.errors.ts";

const transactionOptions = { maxWait: 15_000, timeout: 15_000 };

export async function registerForExam(prisma: PrismaClient, examId: string, userId: string): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      await tx.examRegistration.create({ data: { examId, userId } });
      // One statement takes the seat, and reads whether learners may see the exam at all (unpublished
      // exams do not exist for them) and whether its date has passed (the database's clock decides; dates
      // are stored as UTC without a zone), so the seat transaction stays as short as before.
      const [seat] = await tx.$queryRaw<{ taken: boolean; closed: boolean; published: boolean }[]>`
        WITH taken AS (
          UPDATE "Exam" SET "currentParticipants" = "currentParticipants" + 1
          WHERE id = ${examId} AND "published" AND "currentParticipants" < "maxParticipants"
            AND "examDate" > now() AT TIME ZONE 'UTC'
          RETURNING id)
        SELECT EXISTS (SELECT 1 FROM taken) AS taken, e."examDate" <= now() AT TIME ZONE 'UTC' AS closed, e."published" AS published
        FROM "Exam" e WHERE e.id = ${examId}`;
      // Throwing rolls the registration back with the transaction.
      if (!seat?.published) throw new ExamNotFoundError();
      if (seat.closed) throw new RegistrationClosedError();
      if (!seat.taken) throw new ExamFullError();
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
