// Users in the staff console (docs/staff-console.md): admin-only search and detail, role changes, disabling and re-enabling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createCourseWithLessons, createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let student: Viewer;

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin", "Root Admin");
  instructor = await createLearner(db, "instructor", "Ira Instructor");
  student = await createLearner(db, "student", "Asha Verma");
});
afterAll(() => db.close());

const USERS = `query($search: String, $role: Role, $limit: Int, $offset: Int) {
  users(search: $search, role: $role, limit: $limit, offset: $offset) { total items { id email name role disabled } }
}`;
const USER = `query($id: ID!) {
  user(id: $id) {
    id email createdAt disabled
    enrollments { course { id title } progress status }
    certificates { code course { id } }
  }
}`;
const SET_ROLE = `mutation($id: ID!, $role: Role!) { setUserRole(id: $id, role: $role) { id role } }`;
const SET_DISABLED = `mutation($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id disabled } }`;
const SIGN_IN = `mutation($token: String!) { signInWithProviderToken(token: $token) { token user { id } } }`;

const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;
const as = (viewer: Viewer | null) => createTestContext({ db, viewer });

async function person(email: string, name: string) {
  return db.prisma.user.create({ data: { authId: `auth-${email}`, email, name } });
}

describe("users", () => {
  it("finds accounts by name or email, case-insensitively, with % and _ taken literally", async () => {
    await person("meera.nair@example.in", "Meera Nair");
    await person("percent%sign@example.in", "Odd Address");
    await person("under_score@example.in", "Another Odd");
    // "r.s" would match r_s if the underscore were a wildcard.
    await person("tour.sam@example.in", "Sam Tour");
    const byName = await execute(as(admin), USERS, { search: "MEERA" });
    expect(byName.data?.users).toMatchObject({
      total: 1,
      items: [{ email: "meera.nair@example.in", disabled: false }],
    });
    const byEmail = await execute(as(admin), USERS, { search: "nair@EXAMPLE" });
    expect(byEmail.data?.users).toMatchObject({ total: 1 });
    const percent = await execute(as(admin), USERS, { search: "%" });
    expect(percent.data?.users).toMatchObject({ total: 1, items: [{ email: "percent%sign@example.in" }] });
    const underscore = await execute(as(admin), USERS, { search: "r_s" });
    expect(underscore.data?.users).toMatchObject({ total: 1, items: [{ email: "under_score@example.in" }] });
  });

  it("filters by role and pages with a total", async () => {
    const instructors = await execute(as(admin), USERS, { role: "instructor", search: "ira" });
    expect(instructors.data?.users).toMatchObject({ total: 1, items: [{ id: instructor.userId, role: "instructor" }] });
    const all = (await execute(as(admin), USERS, {})).data?.users as { total: number; items: { id: string }[] };
    const page = (await execute(as(admin), USERS, { limit: 2, offset: 1 })).data?.users as typeof all;
    expect(page.total).toBe(all.total);
    expect(page.items.map((user) => user.id)).toEqual(all.items.slice(1, 3).map((user) => user.id));
  });

  it("shows a learner's enrollments with progress and certificates", async () => {
    const course = await createCourseWithLessons(db, { lessons: 2, title: "Data Structures" });
    await db.prisma.enrollment.create({ data: { userId: student.userId, courseId: course.id } });
    await db.prisma.lessonProgress.create({
      data: {
        userId: student.userId,
        courseId: course.id,
        lessonId: course.lessons[0].id,
        status: "completed",
        completedAt: new Date(),
      },
    });
    await db.prisma.certificate.create({
      data: {
        code: "CERT-1234",
        userId: student.userId,
        courseId: course.id,
        holderName: "Student",
        courseTitle: course.title,
      },
    });
    const result = await execute(as(admin), USER, { id: student.userId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.user).toMatchObject({
      id: student.userId,
      disabled: false,
      enrollments: [{ course: { id: course.id, title: "Data Structures" }, progress: 50, status: "active" }],
      certificates: [{ code: "CERT-1234", course: { id: course.id } }],
    });
    expect((await execute(as(admin), USER, { id: "missing" })).data?.user).toBeNull();
  });

  it("refuses students and instructors every admin field and the audit log, and anonymous callers with unauthenticated", async () => {
    for (const viewer of [student, instructor]) {
      expect(codeOf(await execute(as(viewer), USERS))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), USER, { id: student.userId }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), SET_ROLE, { id: student.userId, role: "admin" }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), SET_DISABLED, { id: student.userId, disabled: true }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), `{ me { id disabled } }`))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), `{ me { enrollments { id } } }`))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), `{ me { certificates { id } } }`))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), `{ auditLog { total } }`))).toBe("forbidden");
    }
    expect(codeOf(await execute(as(null), USERS))).toBe("unauthenticated");
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: student.userId } })).role).toBe("student");
  });
});

describe("setUserRole", () => {
  it("changes the role with an audit entry, and never the admin's own", async () => {
    const target = await person("to-promote@example.in", "Kiran Rao");
    const result = await execute(as(admin), SET_ROLE, { id: target.id, role: "instructor" });
    expect(result.data?.setUserRole).toEqual({ id: target.id, role: "instructor" });
    const entry = await db.prisma.auditEntry.findFirstOrThrow({ where: { entity: "User", entityId: target.id } });
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: "role",
      changes: { role: { before: "student", after: "instructor" } },
    });

    const own = await execute(as(admin), SET_ROLE, { id: admin.userId, role: "student" });
    expect(own.errors?.[0].extensions).toMatchObject({ code: "cannot_change_own_account" });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).role).toBe("admin");
    expect(codeOf(await execute(as(admin), SET_ROLE, { id: "missing", role: "admin" }))).toBe("not_found");
  });
});

describe("setUserDisabled", () => {
  it("bans the identity, keeps the data, refuses the token exchange, and re-enabling restores it, all audited", async () => {
    const target = await person("to-disable@example.in", "Dev Patel");
    const course = await createCourseWithLessons(db, { lessons: 1 });
    await db.prisma.enrollment.create({ data: { userId: target.id, courseId: course.id } });
    const context = as(admin);
    const identity = { authId: target.authId, email: target.email, emailConfirmed: true };
    context.identity.tokens.set("still-valid", identity);

    const disabled = await execute(context, SET_DISABLED, { id: target.id, disabled: true });
    expect(disabled.data?.setUserDisabled).toEqual({ id: target.id, disabled: true });
    expect(context.identity.disabled.has(target.authId)).toBe(true);
    expect(await db.prisma.enrollment.count({ where: { userId: target.id } })).toBe(1);
    // A hosted project's access token outlives the ban until it expires: the exchange itself refuses it.
    const exchange = await execute(context, SIGN_IN, { token: "still-valid" });
    expect(exchange.errors?.[0]).toMatchObject({
      message: "This account has been disabled.",
      extensions: { code: "account_disabled" },
    });

    const enabled = await execute(context, SET_DISABLED, { id: target.id, disabled: false });
    expect(enabled.data?.setUserDisabled).toEqual({ id: target.id, disabled: false });
    expect(context.identity.disabled.has(target.authId)).toBe(false);
    expect((await execute(context, SIGN_IN, { token: "still-valid" })).data?.signInWithProviderToken).toMatchObject({
      user: { id: target.id },
    });

    const entries = await db.prisma.auditEntry.findMany({
      where: { entity: "User", entityId: target.id },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ["disable", { disabled: { before: false, after: true } }],
      ["enable", { disabled: { before: true, after: false } }],
    ]);
  });

  it("refuses the admin's own account", async () => {
    const context = as(admin);
    const own = await execute(context, SET_DISABLED, { id: admin.userId, disabled: true });
    expect(codeOf(own)).toBe("cannot_change_own_account");
    expect(context.identity.disabled.size).toBe(0);
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: admin.userId } })).disabledAt).toBeNull();
  });
});
