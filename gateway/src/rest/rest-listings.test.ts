import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { restAbout, restExam, restInternship, restPlacement, restTestimonial } from "./shapes/listing.shape.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let openExam: string;
let fullExam: string;

beforeAll(async () => {
  gateway = await startTestGateway();
  learner = await signIn(gateway);
  const prisma = gateway.app.services.db.prisma;
  const examDate = new Date("2027-03-01T09:00:00Z");
  openExam = (
    await prisma.exam.create({
      data: {
        title: "GATE Mock",
        category: "Engineering",
        duration: 180,
        examDate,
        maxParticipants: 50,
        location: "Delhi",
      },
    })
  ).id;
  fullExam = (
    await prisma.exam.create({
      data: {
        title: "Bank PO Mock",
        category: "Banking",
        duration: 120,
        examDate,
        maxParticipants: 2,
        currentParticipants: 2,
      },
    })
  ).id;
  await prisma.internship.create({
    data: {
      title: "Frontend Intern",
      company: "Infosys",
      type: "Remote",
      duration: "3 months",
      stipend: "Rs. 15,000",
      location: "Bengaluru",
      deadline: examDate,
    },
  });
  await prisma.testimonial.create({ data: { text: "Great course", name: "Priya", company: "TCS" } });
  await prisma.placement.create({
    data: {
      title: "Graduate Engineer",
      company: "Wipro",
      experience: "Fresher",
      category: "IT Services",
      location: "Pune",
      salary: "3-6 LPA",
      skills: ["Java"],
    },
  });
  await prisma.aboutContent.create({ data: { mission: "Teach well", vision: "Everyone learns" } });
  await prisma.teamMember.create({ data: { name: "Anil", position: "CEO" } });
});
afterAll(() => gateway.close());

describe("public listings", () => {
  it.each<[string, z.ZodType, string]>([
    ["/api/internships", restInternship, "Frontend Intern"],
    ["/api/placements", restPlacement, "Graduate Engineer"],
    ["/api/exams", restExam, "GATE Mock"],
  ])("GET %s lists items in the documented shape", async (path, item, title) => {
    const response = await call(gateway, "GET", path);
    expect(response.status).toBe(200);
    const items = z.array(item).parse(response.json) as { title: string }[];
    expect(items.map((entry) => entry.title)).toContain(title);
  });

  it("GET /api/testimonials lists testimonials", async () => {
    const response = await call(gateway, "GET", "/api/testimonials");
    expect(response.status).toBe(200);
    expect(z.array(restTestimonial).parse(response.json)).toEqual([
      expect.objectContaining({ name: "Priya", company: "TCS" }),
    ]);
  });

  it("GET /api/exams marks a full exam", async () => {
    const response = await call(gateway, "GET", "/api/exams");
    const full = response.json.find((exam: { id: string }) => exam.id === fullExam);
    expect(full).toMatchObject({ isFull: true, currentParticipants: 2, maxParticipants: 2 });
  });

  it("GET /api/exams/categories answers an array of names", async () => {
    const response = await call(gateway, "GET", "/api/exams/categories");
    expect(response.status).toBe(200);
    expect([...response.json].sort()).toEqual(["Banking", "Engineering"]);
  });

  it("GET /api/about answers mission, vision, features, team and partners", async () => {
    const response = await call(gateway, "GET", "/api/about");
    expect(response.status).toBe(200);
    const about = restAbout.parse(response.json);
    expect(about).toMatchObject({ mission: "Teach well", vision: "Everyone learns" });
    expect(about.team.map((member) => member.name)).toEqual(["Anil"]);
  });
});

describe("POST /api/exams/:id/register", () => {
  it("answers {message} on success and takes a seat", async () => {
    const response = await call(gateway, "POST", `/api/exams/${openExam}/register`, { token: learner.token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ message: "Successfully registered for the exam!" });
    const exams = await call(gateway, "GET", "/api/exams");
    expect(exams.json.find((exam: { id: string }) => exam.id === openExam).currentParticipants).toBe(1);
  });

  it.each<[string, () => string, number, boolean]>([
    ["registering twice", () => openExam, 409, true],
    ["a full exam", () => fullExam, 409, true],
    ["an unknown exam", () => "00000000-0000-0000-0000-000000000000", 404, true],
    ["no token", () => openExam, 401, false],
  ])("answers %s with {message}", async (_label, id, status, withToken) => {
    const response = await call(gateway, "POST", `/api/exams/${id()}/register`, {
      token: withToken ? learner.token : undefined,
    });
    expect(response.status).toBe(status);
    expect(response.json).toEqual({ message: expect.any(String) });
  });
});
