import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";

let db: Database;
const admin = { userId: "u-admin", authId: "a-admin", role: "admin" as const };
const student = { userId: "u-student", authId: "a-student", role: "student" as const };

beforeAll(async () => {
  db = await openTestDatabase();
  // Staff writes are audited against the author's row (docs/staff-console.md): the admin is a real account.
  await db.prisma.user.create({
    data: { id: "u-admin", authId: "a-admin", email: "admin@example.com", role: "admin" },
  });
  const base = { duration: "3 months", stipend: "Rs. 10,000", deadline: new Date("2027-01-31") };
  await db.prisma.internship.createMany({
    data: [
      {
        ...base,
        title: "Frontend Intern",
        company: "Infosys",
        type: "Remote",
        location: "Bengaluru",
        createdAt: new Date("2026-01-01"),
      },
      {
        ...base,
        title: "Data Analyst",
        company: "TCS",
        type: "On-site",
        location: "Noida",
        createdAt: new Date("2026-02-01"),
      },
      {
        ...base,
        title: "Backend Intern",
        company: "Zoho",
        type: "Hybrid",
        location: "Chennai",
        createdAt: new Date("2026-03-01"),
      },
    ],
  });
});
afterAll(() => db.close());

const LIST = `query($search: String, $type: String, $location: String) {
  internships(search: $search, type: $type, location: $location) { title company type location }
}`;
const titles = async (variables: Record<string, unknown> = {}) => {
  const result = await execute(createTestContext({ db }), LIST, variables);
  expect(result.errors).toBeUndefined();
  return (result.data?.internships as { title: string }[]).map((item) => item.title);
};

const CREATE = `mutation($input: InternshipInput!) { createInternship(input: $input) { id type applicationLink } }`;
const UPDATE = `mutation($id: ID!, $input: InternshipInput!) { updateInternship(id: $id, input: $input) { id title } }`;
const input = {
  title: "ML Intern",
  company: "Wipro",
  type: "Remote",
  duration: "6 months",
  stipend: "Rs. 15,000",
  location: "Pune",
  certificate: true,
  reference: false,
  deadline: "2027-05-01T00:00:00.000Z",
  applicationLink: "https://wipro.example/apply",
};

describe("internships", () => {
  it("lists newest first without filters", async () => {
    expect(await titles()).toEqual(["Backend Intern", "Data Analyst", "Frontend Intern"]);
  });

  it("narrows by search on title or company, case-insensitively", async () => {
    expect(await titles({ search: "intern" })).toEqual(["Backend Intern", "Frontend Intern"]);
    expect(await titles({ search: "tcs" })).toEqual(["Data Analyst"]);
  });

  it("narrows by exact type and by location text", async () => {
    expect(await titles({ type: "Hybrid" })).toEqual(["Backend Intern"]);
    expect(await titles({ type: "hybrid" })).toEqual([]);
    expect(await titles({ location: "bengal" })).toEqual(["Frontend Intern"]);
    expect(await titles({ search: "intern", location: "chennai", type: "Hybrid" })).toEqual(["Backend Intern"]);
    expect(await titles({ search: "", type: "", location: "" })).toHaveLength(3);
  });

  it("lets an admin create and update, accepting only Remote, On-site or Hybrid", async () => {
    const context = createTestContext({ db, viewer: admin });
    const created = await execute(context, CREATE, { input });
    const id = (created.data?.createInternship as { id: string }).id;
    expect(created.data?.createInternship).toEqual({ id, type: "Remote", applicationLink: input.applicationLink });
    const updated = await execute(context, UPDATE, { id, input: { ...input, title: "ML Research Intern" } });
    expect(updated.data?.updateInternship).toEqual({ id, title: "ML Research Intern" });
    const badType = await execute(context, CREATE, { input: { ...input, type: "Offshore" } });
    expect(badType.errors?.[0].extensions.code).toBe("invalid_input");
    const badLink = await execute(context, CREATE, { input: { ...input, applicationLink: "ftp://files.example" } });
    expect(badLink.errors?.[0].extensions.code).toBe("invalid_input");
    const missing = await execute(context, UPDATE, { id: "missing", input });
    expect(missing.errors?.[0].extensions.code).toBe("not_found");
  });

  it("refuses admin mutations to anonymous callers and students", async () => {
    expect((await execute(createTestContext({ db }), CREATE, { input })).errors?.[0].extensions.code).toBe(
      "unauthenticated",
    );
    expect(
      (await execute(createTestContext({ db, viewer: student }), CREATE, { input })).errors?.[0].extensions.code,
    ).toBe("forbidden");
  });
});
