// One stored file of every kind the product stores, each put there by its own route and named by the row that uses
// it, as the console and learners do: a transcoded lesson video with captions, notes, a deck sent over tus, pictures
// in rich text, a course thumbnail, an avatar, a team photo, logos, a news image, a question's figure and a submitted
// assignment file. Certificates are rendered per request and never stored (storage.ts).
import crypto from "node:crypto";
import { expect } from "vitest";
import { decodablePng } from "../../test/reliability/images.ts";
import { pdf, staffUpload, uploadAvatar } from "../../test/reliability/uploads.ts";
import type { TestGateway } from "../../test/start-gateway.ts";
import { signIn } from "../rest/rest-test-helpers.ts";
import { RESUMABLE_UPLOADS } from "./resumable-uploads.routes.ts";
import { graphql, makeTestVideo, setLessonVideo, settled } from "../video/video-test-helpers.ts";
import { startVideoWorker } from "../video/video-worker.ts";

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "graphql-require-preflight": "1" });

async function postFile(gateway: TestGateway, url: string, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${gateway.url}${url}`, { method: "POST", headers: bearer(token), body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { url?: string; key?: string };
}

/** A GraphQL mutation with one File variable `file` (the multipart request spec). */
async function withFile(gateway: TestGateway, token: string, query: string, variables: object, bytes: Buffer) {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new Blob([new Uint8Array(bytes)]), "upload.bin");
  const response = await fetch(`${gateway.url}/graphql`, { method: "POST", headers: bearer(token), body: form });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** A deck sent over tus in two PATCHes, as an instructor on a connection that drops does. */
async function resumableUpload(gateway: TestGateway, token: string, courseId: string, bytes: Buffer) {
  const base64 = (text: string) => Buffer.from(text).toString("base64");
  const headers = { "tus-resumable": "1.0.0", authorization: `Bearer ${token}` };
  const created = await fetch(`${gateway.url}${RESUMABLE_UPLOADS}`, {
    method: "POST",
    headers: {
      ...headers,
      "upload-length": String(bytes.length),
      "upload-metadata": `kind ${base64("pdf")},course_id ${base64(courseId)},filename ${base64("deck.pdf")}`,
    },
  });
  const location = created.headers.get("location")!;
  const half = Math.floor(bytes.length / 2);
  let last: Response | undefined;
  for (const [offset, part] of [
    [0, bytes.subarray(0, half)],
    [half, bytes.subarray(half)],
  ] as const) {
    last = await fetch(new URL(location, gateway.url), {
      method: "PATCH",
      headers: { ...headers, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      body: new Uint8Array(part),
    });
  }
  return ((await last!.json()) as { url: string }).url;
}

export interface StoredKinds {
  learnerToken: string;
  instructorToken: string;
  courseId: string;
  lessonId: string;
  assignmentId: string;
  /** Submitted files, read at /api/submission-files/<key> by their learner. */
  submissionKeys: string[];
}

/** Stores one file of every kind for one course and names each from its row; answers what reading them needs. */
export async function storeEveryKind(gateway: TestGateway): Promise<StoredKinds> {
  const prisma = gateway.app.services.db.prisma;
  const [instructor, admin, learner] = [await signIn(gateway), await signIn(gateway), await signIn(gateway)];
  await prisma.user.update({ where: { id: instructor.user.id }, data: { role: "instructor" } });
  await prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  const course = await prisma.course.create({
    data: {
      title: "Every kind",
      published: true,
      ownerId: instructor.user.id,
      lessons: { create: { position: 1, title: "L" } },
    },
    include: { lessons: true },
  });
  const lessonId = course.lessons[0].id;
  const image = async () =>
    (await postFile(gateway, "/api/admin/uploads?kind=image", instructor.token, decodablePng(64, 48), "i.png")).url!;
  const upload = async (kind: "pdf") =>
    (
      await postFile(
        gateway,
        `/api/admin/uploads?kind=${kind}&course_id=${course.id}`,
        instructor.token,
        pdf(),
        "n.pdf",
      )
    ).url!;

  await setLessonVideo(gateway, instructor.token, lessonId, await makeTestVideo());
  await startVideoWorker(gateway.app.services);
  expect((await settled(gateway, instructor.token, lessonId)).video.status).toBe("READY");
  const caption = `mutation($lessonId: ID!, $file: File!) { setLessonCaption(lessonId: $lessonId, language: "hi", label: "हिन्दी", file: $file) { id } }`;
  await withFile(
    gateway,
    instructor.token,
    caption,
    { lessonId },
    Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nनमस्ते\n"),
  );

  const [notes, deck, figure, contentPicture, taskPicture, coursePicture] = [
    await upload("pdf"),
    await resumableUpload(gateway, instructor.token, course.id, pdf()),
    await image(),
    await image(),
    await image(),
    await image(),
  ];
  await prisma.lesson.update({ where: { id: lessonId }, data: { description: `<p><img src="${figure}"></p>` } });
  await prisma.course.update({ where: { id: course.id }, data: { description: `<img src="${coursePicture}">` } });
  await prisma.lessonContent.createMany({
    data: [
      { lessonId, type: "note", title: "Notes", url: notes, content: `<img src="${contentPicture}">` },
      { lessonId, type: "ppt", title: "Deck", url: deck },
    ],
  });
  const thumbnail = `mutation($courseId: ID!, $file: File!) { uploadCourseThumbnail(courseId: $courseId, file: $file) { id } }`;
  await withFile(gateway, instructor.token, thumbnail, { courseId: course.id }, decodablePng(800, 400));

  await uploadAvatar(gateway.url, learner.token);
  const member = await prisma.teamMember.create({ data: { name: "Meera", position: "Teacher" } });
  const photo = `mutation($id: ID!, $file: File!) { uploadTeamMemberPhoto(id: $id, file: $file) { id } }`;
  await withFile(gateway, admin.token, photo, { id: member.id }, decodablePng(200, 200));
  await prisma.internship.create({
    data: {
      ...{ title: "Intern", company: "A", type: "Remote", duration: "3 months", stipend: "0", location: "Pune" },
      deadline: new Date(Date.now() + 30 * 86_400_000),
      companyLogoUrl: await image(),
    },
  });
  await prisma.placement.create({
    data: {
      ...{ title: "Job", company: "B", experience: "0", category: "IT", location: "Pune", salary: "1" },
      companyLogoUrl: await image(),
    },
  });
  await prisma.newsItem.create({ data: { category: "News", title: "N", source: "S", url: await image() } });

  const test = await prisma.mockTest.create({ data: { title: "Mock", durationMinutes: 10, courseId: course.id } });
  const figureUpload = `mutation($testId: ID, $file: File!) { uploadMockTestImage(testId: $testId, file: $file) { src } }`;
  const question = (await withFile(gateway, admin.token, figureUpload, { testId: test.id }, decodablePng(300, 200)))
    .uploadMockTestImage as { src: string };
  const section = await prisma.mockTestSection.create({ data: { testId: test.id, name: "A", position: 1 } });
  await prisma.mockTestQuestion.create({
    data: {
      sectionId: section.id,
      position: 1,
      text: "?",
      options: ["a", "b"],
      correctOption: 0,
      imageUrl: question.src,
      imageAlt: "a figure",
    },
  });

  const assignment = await prisma.assignment.create({
    data: {
      lessonId,
      instructions: `<img src="${taskPicture}">`,
      maxScore: 10,
      maxFileBytes: 1_000_000,
      acceptedFileTypes: ["pdf"],
    },
  });
  await prisma.enrollment.create({ data: { userId: learner.user.id, courseId: course.id } });
  const submitted = await postFile(gateway, `/api/assignments/${assignment.id}/files`, learner.token, pdf(), "w.pdf");
  const submit = `mutation($a: ID!, $keys: [String!]) { submitAssignment(assignmentId: $a, fileKeys: $keys) { id } }`;
  await graphql(gateway, learner.token, submit, { a: assignment.id, keys: [submitted.key] });
  return {
    learnerToken: learner.token,
    instructorToken: instructor.token,
    courseId: course.id,
    lessonId,
    assignmentId: assignment.id,
    submissionKeys: [submitted.key!],
  };
}

/**
 * Files nothing names: an upload whose lesson was never saved and a work file never submitted (both in the ledger),
 * a file a failed removal left, and an older version of the lesson's video with its caption.
 */
export async function storeOrphans(gateway: TestGateway, kinds: StoredKinds): Promise<string[]> {
  const unsaved = await staffUpload(gateway.url, kinds.instructorToken, kinds.courseId, "pdf");
  const unsubmitted = await postFile(
    gateway,
    `/api/assignments/${kinds.assignmentId}/files`,
    kinds.learnerToken,
    pdf(),
    "d.pdf",
  );
  const leftBehind = [
    `lesson-content/${crypto.randomUUID()}.pdf`,
    `videos/${kinds.lessonId}/000000000000/master.m3u8`,
    `videos/${kinds.lessonId}/000000000000/144p/0.ts`,
    `captions/${kinds.lessonId}-en-00000000.vtt`,
  ];
  for (const key of leftBehind) await gateway.app.services.files.put(key, Buffer.from("left behind"), "text/plain");
  return [unsaved.replace("/api/files/", ""), unsubmitted.key!, ...leftBehind];
}
