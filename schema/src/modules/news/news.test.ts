import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  // Staff writes are audited against the author's row (docs/staff-console.md): the admin is a real account.
  await db.prisma.user.create({
    data: { id: "u-admin", authId: "a-admin", email: "admin@example.com", role: "admin" },
  });
});
afterAll(() => db.close());

const admin = () => ({ userId: "u-admin", authId: "a-admin", role: "admin" as const });
const student = () => ({ userId: "u-student", authId: "a-student", role: "student" as const });

const CREATE = `mutation($input: NewsItemInput!) { createNewsItem(input: $input) { id title url } }`;
const UPDATE = `mutation($id: ID!, $input: NewsItemInput!) { updateNewsItem(id: $id, input: $input) { id title source } }`;
const input = { category: "Exams", title: "JEE dates out", source: "NTA" };

describe("news", () => {
  it("lists only published items, newest first", async () => {
    await db.prisma.newsItem.createMany({
      data: [
        { category: "Jobs", title: "old", source: "S", publishedAt: new Date("2026-01-01") },
        { category: "Jobs", title: "new", source: "S", publishedAt: new Date("2026-03-01") },
        { category: "Jobs", title: "draft", source: "S", published: false },
      ],
    });
    const result = await execute(createTestContext({ db }), `{ news { title category source } }`);
    expect(result.errors).toBeUndefined();
    expect((result.data?.news as { title: string }[]).map((item) => item.title)).toEqual(["new", "old"]);
  });

  it("lets an admin create and update an item", async () => {
    const context = createTestContext({ db, viewer: admin() });
    const created = await execute(context, CREATE, { input: { ...input, url: "https://nta.ac.in/jee" } });
    expect(created.errors).toBeUndefined();
    const id = (created.data?.createNewsItem as { id: string }).id;
    const updated = await execute(context, UPDATE, {
      id,
      input: { ...input, title: "JEE dates revised", source: "PIB" },
    });
    expect(updated.data?.updateNewsItem).toEqual({ id, title: "JEE dates revised", source: "PIB" });
  });

  it("answers not_found for an unknown id", async () => {
    const result = await execute(createTestContext({ db, viewer: admin() }), UPDATE, { id: "missing", input });
    expect(result.errors?.[0].extensions.code).toBe("not_found");
  });

  it("rejects non-http urls and blank titles with invalid_input", async () => {
    const context = createTestContext({ db, viewer: admin() });
    for (const bad of [
      { ...input, url: "javascript:alert(1)" },
      { ...input, title: "  " },
    ]) {
      const result = await execute(context, CREATE, { input: bad });
      expect(result.errors?.[0].extensions.code).toBe("invalid_input");
    }
  });

  it("keeps admin mutations from anonymous callers and students", async () => {
    const anonymous = await execute(createTestContext({ db }), CREATE, { input });
    expect(anonymous.errors?.[0].extensions.code).toBe("unauthenticated");
    const asStudent = await execute(createTestContext({ db, viewer: student() }), CREATE, { input });
    expect(asStudent.errors?.[0].extensions.code).toBe("forbidden");
  });
});
