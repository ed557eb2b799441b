// Data the reliability suites start from, written straight into the database (no HTTP): learners with backend
// tokens, a published course with lessons the learners are enrolled in, more courses to enroll in, an exam.
import crypto from "node:crypto";
import type { Database } from "@app/db";
import { createBackendTokens } from "../../src/session/backend-token.ts";

export const TEST_SECRETS = {
  SUPABASE_JWT_SECRET: "reliability-identity-secret-0123456789abcdef",
  BACKEND_JWT_SECRET: "reliability-backend-secret-0123456789abcdef",
};

export interface Learner {
  id: string;
  authId: string;
  /** The identity session the learner's backend token is bound to. */
  sessionId: string;
  email: string;
  token: string;
}

export interface Fixture {
  learners: Learner[];
  /** Published course every learner is enrolled in. */
  courseId: string;
  lessonIds: string[];
  /** Published courses nobody is enrolled in yet. */
  freeCourseIds: string[];
  examId: string;
}

export interface FixtureOptions {
  learners?: number;
  lessons?: number;
  freeCourses?: number;
  seats?: number;
  /** Enroll the learners in `courseId` (needed for progress writes). */
  enrolled?: boolean;
}

export async function createFixture(db: Database, options: FixtureOptions = {}): Promise<Fixture> {
  const { learners = 4, lessons = 3, freeCourses = 2, seats = 10, enrolled = true } = options;
  const prisma = db.prisma;
  const tag = crypto.randomBytes(4).toString("hex");
  const course = await prisma.course.create({ data: { title: `Reliability ${tag}`, published: true } });
  const lessonRows = await Promise.all(
    Array.from({ length: lessons }, (_, index) =>
      prisma.lesson.create({
        data: { courseId: course.id, position: index + 1, title: `Lesson ${index + 1}`, duration: 5 },
      }),
    ),
  );
  const free = await Promise.all(
    Array.from({ length: freeCourses }, (_, index) =>
      prisma.course.create({ data: { title: `Open ${tag} ${index}`, published: true } }),
    ),
  );
  const exam = await prisma.exam.create({
    data: {
      title: `Exam ${tag}`,
      category: "Engineering",
      duration: 90,
      examDate: new Date(Date.now() + 864e5),
      maxParticipants: seats,
    },
  });
  const tokens = createBackendTokens(TEST_SECRETS.BACKEND_JWT_SECRET, 3600);
  const users = await createLearners(db, learners, tag);
  if (enrolled) {
    await prisma.enrollment.createMany({ data: users.map((user) => ({ userId: user.id, courseId: course.id })) });
  }
  const withTokens = await Promise.all(
    users.map(async (user) => ({
      ...user,
      token: await tokens.issue({ userId: user.id, authId: user.authId, role: "student", sessionId: user.sessionId }),
    })),
  );
  return {
    learners: withTokens,
    courseId: course.id,
    lessonIds: lessonRows.map((lesson) => lesson.id),
    freeCourseIds: free.map((row) => row.id),
    examId: exam.id,
  };
}

async function createLearners(db: Database, count: number, tag: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    authId: crypto.randomUUID(),
    email: `learner-${tag}-${index}@example.com`,
    firstName: "Learner",
    lastName: String(index),
  }));
  await db.prisma.user.createMany({ data: rows });
  const sessions = await identitySessions(db, rows);
  return rows.map(({ id, authId, email }, index) => ({ id, authId, email, sessionId: sessions[index] }));
}

/** Identity users with one session each: a backend token lives only as long as the session it is bound to. */
async function identitySessions(db: Database, users: Array<{ authId: string; email: string }>): Promise<string[]> {
  await db.prisma.authUser.createMany({
    data: users.map(({ authId, email }) => ({ id: authId, email, emailConfirmedAt: new Date() })),
  });
  const sessions = users.map(() => crypto.randomUUID());
  await db.prisma.authSession.createMany({
    data: users.map(({ authId }, index) => ({ id: sessions[index], userId: authId })),
  });
  return sessions;
}

export async function adminToken(db: Database): Promise<string> {
  return (await staffMember(db, "admin")).token;
}

/** A staff account with a backend token. */
export async function staffMember(db: Database, role: "admin" | "instructor"): Promise<{ id: string; token: string }> {
  const authId = crypto.randomUUID();
  const email = `${role}-${authId}@example.com`;
  const user = await db.prisma.user.create({
    data: { authId, email, role, firstName: role === "admin" ? "Admin" : "Instructor" },
  });
  const [sessionId] = await identitySessions(db, [{ authId, email }]);
  const token = await createBackendTokens(TEST_SECRETS.BACKEND_JWT_SECRET, 3600).issue({
    userId: user.id,
    authId,
    role,
    sessionId,
  });
  return { id: user.id, token };
}
