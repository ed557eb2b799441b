import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { openTestDatabase } from "@app/db/testing";
import { createTestContext, execute as run } from "../../testing/test-context.ts";
import { changedFields, recordAudit } from "./audit.service.ts";

let db: Database;
let admin: { userId: string; authId: string; role: "admin" };
let student: { userId: string; authId: string; role: "student" };

beforeAll(async () => {
  db = await openTestDatabase();
  const a = await db.prisma.user.create({ data: { authId: "auth-admin", email: "root@example.com", role: "admin" } });
  const s = await db.prisma.user.create({ data: { authId: "auth-student", email: "learner@example.com" } });
  admin = { userId: a.id, authId: a.authId, role: "admin" };
  student = { userId: s.id, authId: s.authId, role: "student" };
});
afterAll(() => db.close());

describe("changedFields", () => {
  it("keeps only the fields that changed, as JSON-safe values, without bookkeeping columns", () => {
    const at = new Date("2026-11-24T10:00:00Z");
    expect(
      changedFields(
        { title: "Old", published: false, tags: ["a"], updatedAt: at, examDate: at },
        {
          title: "New",
          published: false,
          tags: ["a", "b"],
          updatedAt: new Date(),
          examDate: new Date("2026-12-01T00:00:00Z"),
        },
      ),
    ).toEqual({
      title: { before: "Old", after: "New" },
      tags: { before: ["a"], after: ["a", "b"] },
      examDate: { before: "2026-11-24T10:00:00.000Z", after: "2026-12-01T00:00:00.000Z" },
    });
  });

  it("records every field of a created or deleted entity and cuts long texts", () => {
    expect(changedFields(null, { title: "T", body: "x".repeat(5_000) })).toEqual({
      title: { before: null, after: "T" },
      body: { before: null, after: `${"x".repeat(2_000)}…` },
    });
    expect(changedFields({ title: "T" }, null)).toEqual({ title: { before: "T", after: null } });
  });
});

describe("auditLog", () => {
  const document = `query ($actorId: ID, $entity: String) {
    auditLog(actorId: $actorId, entity: $entity) { total items { action entity entityId changes actorEmail actor { id email name } } }
  }`;

  it("lists entries newest first for admins, filtered by author and entity", async () => {
    await recordAudit(db.prisma, admin, {
      action: "create",
      entity: "NewsItem",
      entityId: "n1",
      after: { title: "Hello" },
    });
    await recordAudit(db.prisma, admin, {
      action: "update",
      entity: "Course",
      entityId: "c1",
      before: { title: "A" },
      after: { title: "B" },
    });
    const all = await run(createTestContext({ db, viewer: admin }), document);
    expect(all.errors).toBeUndefined();
    expect(all.data?.auditLog).toMatchObject({
      total: 2,
      items: [
        {
          action: "update",
          entity: "Course",
          entityId: "c1",
          changes: { title: { before: "A", after: "B" } },
          actorEmail: "root@example.com",
          actor: { id: admin.userId },
        },
        { action: "create", entity: "NewsItem" },
      ],
    });
    const courses = await run(createTestContext({ db, viewer: admin }), document, { entity: "Course" });
    expect(courses.data?.auditLog).toMatchObject({ total: 1, items: [{ entityId: "c1" }] });
    const byStudent = await run(createTestContext({ db, viewer: admin }), document, { actorId: student.userId });
    expect(byStudent.data?.auditLog).toMatchObject({ total: 0, items: [] });
  });

  it("is refused to students and anonymous callers", async () => {
    expect((await run(createTestContext({ db, viewer: student }), document)).errors?.[0].extensions?.code).toBe(
      "forbidden",
    );
    expect((await run(createTestContext({ db }), document)).errors?.[0].extensions?.code).toBe("unauthenticated");
  });
});
