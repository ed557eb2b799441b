import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe("testimonials", () => {
  it("is empty before any story exists, then lists the newest first", async () => {
    const query = `{ testimonials { id text name company } }`;
    expect((await execute(createTestContext({ db }), query)).data?.testimonials).toEqual([]);
    await db.prisma.testimonial.createMany({
      data: [
        { text: "Got my first job", name: "Asha", company: "TCS", createdAt: new Date("2026-01-01") },
        { text: "Cleared GATE", name: "Ravi", createdAt: new Date("2026-02-01") },
      ],
    });
    const result = await execute(createTestContext({ db }), query);
    expect(result.data?.testimonials).toEqual([
      { id: expect.any(String), text: "Cleared GATE", name: "Ravi", company: "" },
      { id: expect.any(String), text: "Got my first job", name: "Asha", company: "TCS" },
    ]);
  });
});
