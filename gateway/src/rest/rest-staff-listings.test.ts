// Staff features over HTTP: the CSV export of an exam's registrations (admins only, RFC 4180, no spreadsheet formulas)
// and the public listing routes leaving unpublished items out.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let admin: Learner;
let instructor: Learner;
let learner: Learner;
let examId: string;

const prisma = () => gateway.app.services.db.prisma;

beforeAll(async () => {
  gateway = await startTestGateway();
  [admin, instructor, learner] = [await signIn(gateway), await signIn(gateway), await signIn(gateway)];
  await prisma().user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  await prisma().user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  examId = (
    await prisma().exam.create({
      data: {
        title: "CAT Mock",
        category: "MBA",
        duration: 120,
        examDate: new Date("2027-04-01T09:00:00Z"),
        maxParticipants: 10,
      },
    })
  ).id;
});
afterAll(() => gateway.close());

/** A learner with the given display name and email, registered for the exam at `at`. */
async function registered(name: string, email: string, at: string) {
  const user = await prisma().user.create({ data: { authId: crypto.randomUUID(), email, name } });
  await prisma().examRegistration.create({ data: { examId, userId: user.id, createdAt: new Date(at) } });
}

describe("GET /api/admin/exams/{id}/registrations.csv", () => {
  it("answers text/csv with a header, quoted fields and formulas neutralised", async () => {
    await registered("Asha Verma", "asha@example.in", "2026-11-01T10:00:00Z");
    await registered('Rao, "Ravi"', "ravi@example.in", "2026-11-02T11:30:00Z");
    await registered('=HYPERLINK("http://evil.example","x")', "+91@example.in", "2026-11-03T08:15:00Z");
    await registered("-2+3", "@sum@example.in", "2026-11-04T09:00:00Z");
    await registered("Line\nBreak", "lb@example.in", "2026-11-05T09:00:00Z");

    const response = await call(gateway, "GET", `/api/admin/exams/${examId}/registrations.csv`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="exam-${examId}-registrations.csv"`);
    expect(response.text).toBe(
      [
        "name,email,registered_at",
        "Asha Verma,asha@example.in,2026-11-01T10:00:00.000Z",
        '"Rao, ""Ravi""",ravi@example.in,2026-11-02T11:30:00.000Z',
        `"'=HYPERLINK(""http://evil.example"",""x"")",'+91@example.in,2026-11-03T08:15:00.000Z`,
        "'-2+3,'@sum@example.in,2026-11-04T09:00:00.000Z",
        '"Line\nBreak",lb@example.in,2026-11-05T09:00:00.000Z',
        "",
      ].join("\r\n"),
    );
  });

  it("is for admins only: 401 without a token, 403 for instructors and learners, 404 for a missing exam", async () => {
    const path = `/api/admin/exams/${examId}/registrations.csv`;
    expect((await call(gateway, "GET", path)).status).toBe(401);
    expect((await call(gateway, "GET", path, { token: instructor.token })).status).toBe(403);
    expect((await call(gateway, "GET", path, { token: learner.token })).status).toBe(403);
    const missing = await call(gateway, "GET", "/api/admin/exams/missing/registrations.csv", { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ error: "Exam not found" });
  });
});

describe("public listing routes", () => {
  it("leave unpublished items out", async () => {
    const deadline = new Date("2027-01-31");
    await prisma().internship.createMany({
      data: [true, false].map((published) => ({
        title: published ? "Shown intern" : "Hidden intern",
        company: "Zoho",
        type: "Remote",
        duration: "2 months",
        stipend: "Rs. 5,000",
        location: "Chennai",
        deadline,
        published,
      })),
    });
    await prisma().placement.createMany({
      data: [true, false].map((published) => ({
        title: published ? "Shown job" : "Hidden job",
        company: "TCS",
        experience: "Fresher",
        category: "IT",
        location: "Pune",
        salary: "4 LPA",
        published,
      })),
    });
    await prisma().exam.createMany({
      data: [true, false].map((published) => ({
        title: published ? "Shown exam" : "Hidden exam",
        category: "Bank",
        duration: 60,
        examDate: deadline,
        maxParticipants: 5,
        published,
      })),
    });
    await prisma().newsItem.createMany({
      data: [true, false].map((published) => ({
        title: published ? "Shown news" : "Hidden news",
        category: "Jobs",
        source: "PIB",
        published,
      })),
    });
    for (const path of ["/api/internships", "/api/placements", "/api/exams", "/api/admin/news/published"]) {
      const titles = ((await call(gateway, "GET", path)).json as { title: string }[]).map((item) => item.title);
      expect(titles, path).toContainEqual(expect.stringMatching(/^Shown/));
      expect(
        titles.filter((title) => title.startsWith("Hidden")),
        path,
      ).toEqual([]);
    }
    const hidden = await prisma().exam.findFirstOrThrow({ where: { title: "Hidden exam" } });
    const register = await call(gateway, "POST", `/api/exams/${hidden.id}/register`, { token: learner.token });
    expect(register.status).toBe(404);
  });
});
