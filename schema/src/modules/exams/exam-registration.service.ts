// Seat booking for exams: never more registrations than seats, one registration per learner,
// whatever the concurrency. The seat counter is only ever moved by a guarded UPDATE in the same
// statement as the registration row; the CHECK constraint on "Exam" is the last line of defence. The same
// UPDATE refuses an exam whose date has passed, so no seat is taken after the exam has started.
import crypto from "node:crypto";
import { isForeignKeyViolation, isUniqueViolation, type PrismaClient } from "@app/db";
import { AlreadyRegisteredError, ExamFullError, ExamNotFoundError, RegistrationClosedError } from "./exams.errors.ts";

/**
 * One statement takes the seat and writes the registration, so the exam's row is locked only while it runs: a
 * class registering at once queues on that row for microseconds each, not for the round trips of a transaction
 * held open by the client. It also reads whether learners may see the exam at all (unpublished exams do not exist
 * for them) and whether its date has passed (the database's clock decides; dates are stored as UTC without a zone).
 * A second registration of one learner racing the first waits on the row, takes a seat on its recheck, and its
 * insert then meets the first's row in the unique index: the statement fails whole, seat included.
 */
export async function registerForExam(prisma: PrismaClient, examId: string, userId: string): Promise<void> {
  let seat: { taken: boolean; closed: boolean; published: boolean; registered: boolean } | undefined;
  try {
    [seat] = await prisma.$queryRaw<NonNullable<typeof seat>[]>`
      WITH exam AS (
        SELECT e."published", e."examDate" <= now() AT TIME ZONE 'UTC' AS closed,
               EXISTS (SELECT 1 FROM "ExamRegistration" r WHERE r."examId" = e.id AND r."userId" = ${userId})
                 AS registered
        FROM "Exam" e WHERE e.id = ${examId}),
      taken AS (
        UPDATE "Exam" SET "currentParticipants" = "currentParticipants" + 1
        WHERE id = ${examId} AND "published" AND "currentParticipants" < "maxParticipants"
          AND "examDate" > now() AT TIME ZONE 'UTC' AND NOT (SELECT registered FROM exam)
        RETURNING id),
      registration AS (
        INSERT INTO "ExamRegistration" ("id", "examId", "userId", "createdAt")
        SELECT ${crypto.randomUUID()}, id, ${userId}, now() AT TIME ZONE 'UTC' FROM taken
        RETURNING id)
      SELECT exam."published", exam.closed, exam.registered, EXISTS (SELECT 1 FROM registration) AS taken
      FROM exam`;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyRegisteredError();
    if (isForeignKeyViolation(error) && !(await prisma.exam.count({ where: { id: examId } }))) {
      throw new ExamNotFoundError();
    }
    throw error;
  }
  // A learner already registered hears so first, as when the registration row was written before the seat.
  if (seat?.registered) throw new AlreadyRegisteredError();
  if (!seat?.published) throw new ExamNotFoundError();
  if (seat.closed) throw new RegistrationClosedError();
  if (!seat.taken) throw new ExamFullError();
}

/** Frees the seats a learner holds, in the transaction that deletes the learner (account deletion). */
export async function releaseSeatsOf(tx: Pick<PrismaClient, "$executeRaw">, userId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE "Exam" SET "currentParticipants" = "currentParticipants" - 1
    WHERE id IN (SELECT "examId" FROM "ExamRegistration" WHERE "userId" = ${userId})`;
}
