// Listings in the staff console (docs/staff-console.md), the same rules for news, internships, exams and placements: admins see
// and write unpublished items, learners never see them, every write is audited, nobody else reaches the staff fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let student: Viewer;

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  student = await createLearner(db, "student");
});
afterAll(() => db.close());

const kinds = [
  {
    type: "NewsItem",
    publicList: "news",
    staffList: "staffNews",
    input: { category: "Exams", title: "JEE dates out", source: "NTA" },
  },
  {
    type: "Internship",
    publicList: "internships",
    staffList: "staffInternships",
    input: {
      title: "Data intern",
      company: "Zoho",
      type: "Remote",
      duration: "3 months",
      stipend: "Rs. 15,000",
      location: "Chennai",
      certificate: true,
      reference: false,
      deadline: "2027-03-01T00:00:00.000Z",
    },
  },
  {
    type: "Exam",
    publicList: "exams",
    staffList: "staffExams",
    input: {
      title: "GATE mock",
      category: "GATE",
      mode: "online",
      duration: 180,
      examDate: "2027-02-01T09:00:00.000Z",
      maxParticipants: 50,
    },
  },
  {
    type: "Placement",
    publicList: "placements",
    staffList: "staffPlacements",
    input: {
      title: "SDE 1",
      company: "Freshworks",
      experience: "Fresher",
      category: "IT",
      location: "Chennai",
      salary: "8-12 LPA",
    },
  },
] as const;

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;

describe.each(kinds)("$type", ({ type, publicList, staffList, input }) => {
  const documents = {
    create: `mutation($input: ${type}Input!) { create${type}(input: $input) { id published } }`,
    update: `mutation($id: ID!, $input: ${type}Input!) { update${type}(id: $id, input: $input) { id title published } }`,
    publish: `mutation($id: ID!, $published: Boolean!) { set${type}Published(id: $id, published: $published) { id published } }`,
    remove: `mutation($id: ID!) { delete${type}(id: $id) }`,
    publicList: `{ ${publicList} { id } }`,
    staffList: `{ ${staffList} { id published } }`,
  };
  const publicIds = async () =>
    ((await execute(as(null), documents.publicList)).data?.[publicList] as { id: string }[]).map((item) => item.id);

  it("keeps unpublished items from the public and shows them to admins, auditing every write", async () => {
    const created = await execute(as(admin), documents.create, { input: { ...input, published: false } });
    expect(created.errors).toBeUndefined();
    const { id } = created.data?.[`create${type}`] as { id: string };
    expect(created.data?.[`create${type}`]).toEqual({ id, published: false });
    expect(await publicIds()).not.toContain(id);
    expect((await execute(as(admin), documents.staffList)).data?.[staffList]).toContainEqual({ id, published: false });

    // An update without `published` keeps the current value.
    const updated = await execute(as(admin), documents.update, { id, input: { ...input, title: "Renamed" } });
    expect(updated.data?.[`update${type}`]).toEqual({ id, title: "Renamed", published: false });

    const published = await execute(as(admin), documents.publish, { id, published: true });
    expect(published.data?.[`set${type}Published`]).toEqual({ id, published: true });
    expect(await publicIds()).toContain(id);
    await execute(as(admin), documents.publish, { id, published: false });
    expect(await publicIds()).not.toContain(id);

    expect((await execute(as(admin), documents.remove, { id })).data?.[`delete${type}`]).toBe(id);
    expect((await execute(as(admin), documents.staffList)).data?.[staffList]).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    expect(codeOf(await execute(as(admin), documents.remove, { id }))).toBe("not_found");

    const entries = await db.prisma.auditEntry.findMany({
      where: { entity: type, entityId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "publish", "unpublish", "delete"]);
    expect(entries.every((entry) => entry.actorId === admin.userId)).toBe(true);
    expect(entries[1].changes).toEqual({ title: { before: input.title, after: "Renamed" } });
    expect(entries[2].changes).toEqual({ published: { before: false, after: true } });
    expect(entries[4].changes).toMatchObject({ title: { before: "Renamed", after: null } });
  });

  it("refuses the staff fields to instructors and students, and to anonymous callers", async () => {
    const item = (await execute(as(admin), documents.create, { input })).data?.[`create${type}`] as { id: string };
    for (const viewer of [instructor, student]) {
      expect(codeOf(await execute(as(viewer), documents.staffList))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), documents.create, { input }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), documents.publish, { id: item.id, published: false }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), documents.remove, { id: item.id }))).toBe("forbidden");
    }
    expect(codeOf(await execute(as(null), documents.staffList))).toBe("unauthenticated");
    expect(await publicIds()).toContain(item.id);
  });
});
