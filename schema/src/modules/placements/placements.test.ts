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
  await db.prisma.placement.createMany({
    data: [
      {
        title: "Software Engineer",
        company: "Flipkart",
        category: "E-commerce",
        location: "Bengaluru",
        experience: "Fresher",
        salary: "6-10 LPA",
        postedDate: new Date("2026-03-01"),
        skills: ["Java"],
      },
      {
        title: "Data Scientist",
        company: "Fractal",
        category: "Data Science",
        location: "Mumbai",
        experience: "1-3 years",
        salary: "10-15 LPA",
        postedDate: new Date("2026-02-01"),
      },
      {
        title: "Probationary Officer",
        company: "SBI",
        category: "Banking",
        location: "New Delhi",
        experience: "Fresher",
        salary: "3-6 LPA",
        postedDate: new Date("2026-01-01"),
      },
    ],
  });
});
afterAll(() => db.close());

const LIST = `query($search: String, $category: String, $location: String, $experience: String, $salary: String) {
  placements(search: $search, category: $category, location: $location, experience: $experience, salary: $salary) {
    title company skills benefits
  }
}`;
const titles = async (variables: Record<string, unknown> = {}) => {
  const result = await execute(createTestContext({ db }), LIST, variables);
  expect(result.errors).toBeUndefined();
  return (result.data?.placements as { title: string }[]).map((item) => item.title);
};

const CREATE = `mutation($input: PlacementInput!) { createPlacement(input: $input) { id type skills description } }`;
const UPDATE = `mutation($id: ID!, $input: PlacementInput!) { updatePlacement(id: $id, input: $input) { id salary } }`;
const input = {
  title: "SDE I",
  company: "Zomato",
  experience: "0-1 year",
  category: "Startups",
  location: "Gurugram",
  salary: "10-15 LPA",
  skills: ["Go", "SQL"],
};

describe("placements", () => {
  it("lists newest first without filters", async () => {
    expect(await titles()).toEqual(["Software Engineer", "Data Scientist", "Probationary Officer"]);
  });

  it("narrows by each filter", async () => {
    expect(await titles({ search: "fractal" })).toEqual(["Data Scientist"]);
    expect(await titles({ search: "OFFICER" })).toEqual(["Probationary Officer"]);
    expect(await titles({ category: "Banking" })).toEqual(["Probationary Officer"]);
    expect(await titles({ location: "delhi" })).toEqual(["Probationary Officer"]);
    expect(await titles({ experience: "Fresher" })).toEqual(["Software Engineer", "Probationary Officer"]);
    expect(await titles({ salary: "10-15" })).toEqual(["Data Scientist"]);
    expect(await titles({ experience: "Fresher", salary: "6-10" })).toEqual(["Software Engineer"]);
  });

  it("lets an admin create and update with defaults", async () => {
    const context = createTestContext({ db, viewer: admin });
    const created = await execute(context, CREATE, { input });
    const id = (created.data?.createPlacement as { id: string }).id;
    expect(created.data?.createPlacement).toEqual({ id, type: "Full-time", skills: ["Go", "SQL"], description: "" });
    const updated = await execute(context, UPDATE, { id, input: { ...input, salary: "above 15 LPA" } });
    expect(updated.data?.updatePlacement).toEqual({ id, salary: "above 15 LPA" });
    const invalid = await execute(context, CREATE, { input: { ...input, companyLogoUrl: "data:image/png;base64,AA" } });
    expect(invalid.errors?.[0].extensions.code).toBe("invalid_input");
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
