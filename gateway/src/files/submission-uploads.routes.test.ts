// The learner upload target and the private read of submitted files (docs/assignments.md), over HTTP.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { signIn, type Learner } from "../rest/rest-test-helpers.ts";

let gateway: TestGateway;
let learner: Learner;
let classmate: Learner;
let instructor: Learner;
let assignmentId: string;
const LIMIT = 20_000;

beforeAll(async () => {
  gateway = await startTestGateway();
  const prisma = gateway.app.services.db.prisma;
  [learner, classmate, instructor] = [await signIn(gateway), await signIn(gateway), await signIn(gateway)];
  await prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  const course = await prisma.course.create({
    data: {
      title: "Essays",
      published: true,
      ownerId: instructor.user.id,
      lessons: { create: { position: 1, title: "One" } },
    },
    include: { lessons: true },
  });
  for (const who of [learner, classmate])
    await prisma.enrollment.create({ data: { userId: who.user.id, courseId: course.id } });
  const assignment = await prisma.assignment.create({
    data: {
      lessonId: course.lessons[0].id,
      instructions: "<p>Send a PDF</p>",
      maxScore: 10,
      acceptedFileTypes: ["pdf"],
      maxFileBytes: LIMIT,
    },
  });
  assignmentId = assignment.id;
});
afterAll(() => gateway.close());

const pdf = (size = 200) => {
  const head = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n");
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20), Buffer.from("\n%%EOF\n")]);
};
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);

async function upload(bytes: Buffer, token: string | null, name = "work.pdf", id = assignmentId) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${gateway.url}/api/assignments/${id}/files`, {
    method: "POST",
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, json: text.startsWith("{") ? JSON.parse(text) : undefined };
}

const read = (key: string, token: string | null) =>
  fetch(`${gateway.url}/api/submission-files/${key}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe("learner submission files", () => {
  it("stores a PDF recognised by content and serves it to its learner and the course's staff only", async () => {
    const bytes = pdf();
    const stored = await upload(bytes, learner.token, "my essay.pdf");
    expect(stored.status).toBe(201);
    expect(stored.json).toMatchObject({ name: "my essay.pdf", contentType: "application/pdf", size: bytes.length });
    const key = stored.json.key as string;
    expect(key).toMatch(/^submissions\/[0-9a-f-]{36}\.pdf$/);
    const ledger = await gateway.app.services.db.prisma.storedFile.findUnique({ where: { key } });
    expect(ledger).toMatchObject({ kind: "submission", uploaderId: learner.user.id, courseId: null });

    const mine = await read(key, learner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await read(key, instructor.token)).status).toBe(200);
    expect((await read(key, classmate.token)).status).toBe(404);
    expect((await read(key, null)).status).toBe(401);
    // Never through the public file route.
    expect((await fetch(`${gateway.url}/api/files/${key}`)).status).toBe(404);
  });

  it("refuses a type the assignment does not accept and a file over its limit, keeping nothing", async () => {
    const count = () => gateway.app.services.db.prisma.submissionFile.count({ where: { uploaderId: learner.user.id } });
    const before = await count();
    expect((await upload(png(), learner.token, "photo.pdf")).status).toBe(415);
    expect((await upload(pdf(LIMIT + 1_000), learner.token)).status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("refuses someone not enrolled and an unknown assignment", async () => {
    const outsider = await signIn(gateway);
    expect((await upload(pdf(), outsider.token)).status).toBe(403);
    expect((await upload(pdf(), learner.token, "x.pdf", "missing")).status).toBe(404);
    expect((await upload(pdf(), null)).status).toBe(401);
  });
});
