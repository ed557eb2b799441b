// Which stored keys are alive: every column of the Prisma schema that looks as if it could name a file is either
// read by live-keys.ts or listed below with the reason it need not be, so a new column cannot be forgotten; and what
// the rows name is alive, an HLS folder whole, whether asked for everything, for one course or for a few keys.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDatamodel } from "@app/db/pothos-types";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { derivedFolder } from "../video/derived-folder.ts";
import { droppedBetween, KEY_SOURCES, liveAmong, liveKeys } from "./live-keys.ts";

// Names that suggest a stored file, an address or text that may embed one (rich text, HTML, JSON).
const LOOKS_LIKE_A_FILE =
  /key|url|link|path|file|folder|image|logo|picture|photo|thumbnail|poster|avatar|caption|master|rendition|website|endpoint|description|content|instructions|body|html|text|bio|feedback|paper|changes|params|metadata|data$/i;

const NOT_READ: Record<string, string> = {
  "RateLimitBucket.key": "a rate-limit bucket's name",
  "LessonVideo.sourceKey": "the upload Lesson.videoUrl names, alive through that column, so a replaced video goes",
  "StoredFile.key": "the upload ledger: says when a key was stored (the grace period), not that anything uses it",
  "SubmissionFile.contentType": "a MIME type",
  "User.description": "plain text the profile shows as text",
  "Course.teacherDescription": "plain text",
  "Internship.applicationLink": "an outside address",
  "Placement.applicationLink": "an outside address",
  "Placement.description": "plain text",
  "Exam.description": "plain text",
  "AboutFeature.description": "plain text",
  "Partner.description": "plain text",
  "Partner.website": "an outside address",
  "MockTest.description": "plain text",
  "MockTest.instructions": "plain text",
  "MockTestQuestion.text": "plain text; a question's picture is imageUrl",
  "MockTestQuestion.textHi": "plain text",
  "MockTestQuestion.imageAlt": "a picture's alt text",
  "MockTestQuestion.imageAltHi": "a picture's alt text",
  "MockTestAttempt.paper": "question ids and order; pictures are read from the question",
  "PracticeQuestion.textEn": "plain text with TeX, shown as text; a question's picture is imageUrl",
  "PracticeQuestion.textHi": "plain text with TeX, shown as text",
  "PracticeQuestion.imageAlt": "a picture's alt text",
  "PracticeQuestion.seedKey": "a seeded question's place and text hash (docs/practice.md)",
  "Testimonial.text": "plain text",
  "TeamMember.bio": "plain text",
  "TeamMember.linkedin": "an outside address",
  "Assignment.acceptedFileTypes": "kinds of file a submission may carry",
  "DiscussionPost.body": "HTML without <img> (discussion-html.ts)",
  "AssignmentSubmission.text": "plain text",
  "AssignmentSubmission.feedback": "plain text",
  "AuditEntry.changes": "a copy of rows as they were: what a deleted lesson named must not stay alive",
  "Notification.link": "a page of the site",
  "Notification.params": "names and titles for the notification's text",
  "PushSubscription.endpoint": "the push service's address",
  "AuthUser.userMetadata": "the identity server's profile claims; the picture is User.profilePicture",
  "AuthUser.appMetadata": "the identity server's role claims",
  "AuthIdentity.identityData": "claims of a sign-in provider",
  "DevMail.html": "the development mailbox's copy of a mail",
  "DevMail.text": "the development mailbox's copy of a mail",
  "PaymentOrder.openKey": "one open order per learner and course",
};

describe("the columns that can name a stored file", () => {
  const read = new Set(KEY_SOURCES.flatMap((source) => source.fields));
  const columns = Object.entries(getDatamodel().datamodel.models).flatMap(([model, { fields }]) =>
    fields
      .filter((field) => field.kind === "scalar" && ["String", "Json"].includes(field.type))
      .map((field) => `${model}.${field.name}`),
  );

  it("are each read by live-keys.ts or listed with why they need not be", () => {
    const unsure = columns.filter(
      (column) => LOOKS_LIKE_A_FILE.test(column.split(".")[1]) && !read.has(column) && !(column in NOT_READ),
    );
    expect(unsure).toEqual([]);
  });

  it("are real columns, and none is both read and listed as not read", () => {
    const all = new Set(columns);
    expect([...read].filter((column) => !all.has(column))).toEqual([]);
    expect([...read].filter((column) => column in NOT_READ)).toEqual([]);
  });
});

describe("liveKeys", () => {
  let db: Database;
  let course: string;
  let other: string;
  let lesson: string;
  let queuedLesson: string;
  const folder = "videos/L1/abcdef012345";

  beforeAll(async () => {
    db = await openTestDatabase();
    course = (
      await db.prisma.course.create({
        data: { title: "Live", thumbnail: "/api/files/images/courses/t.0123456789abcdef0123.400x192.jpg" },
      })
    ).id;
    other = (await db.prisma.course.create({ data: { title: "Other" } })).id;
    lesson = (
      await db.prisma.lesson.create({
        data: {
          courseId: course,
          position: 1,
          title: "Video",
          videoUrl: "/api/files/lesson-content/source.mp4",
          description: '<p>See <img src="/api/files/images/rich/figure.png"></p>',
        },
      })
    ).id;
    queuedLesson = (
      await db.prisma.lesson.create({
        data: { courseId: other, position: 1, title: "Queued", videoUrl: "/api/files/lesson-content/queued.mp4" },
      })
    ).id;
    await db.prisma.lessonVideo.create({
      data: {
        lessonId: lesson,
        sourceKey: "lesson-content/source.mp4",
        status: "READY",
        folder,
        masterKey: `${folder}/master.m3u8`,
        posterKey: `${folder}/poster.jpg`,
        renditions: [{ height: 144, bandwidth: 1, key: `${folder}/144p/index.m3u8` }],
        files: [`${folder}/master.m3u8`, `${folder}/poster.jpg`, `${folder}/144p/index.m3u8`, `${folder}/144p/0.ts`],
      },
    });
    await db.prisma.lessonVideo.create({ data: { lessonId: queuedLesson, sourceKey: "lesson-content/queued.mp4" } });
    await db.prisma.lessonCaption.create({
      data: { lessonId: lesson, language: "hi", label: "हिन्दी", key: "captions/x-hi.vtt" },
    });
    const assignment = await db.prisma.assignment.create({
      data: {
        lessonId: lesson,
        instructions: '<img src="/api/files/images/rich/task.png">',
        maxScore: 10,
        maxFileBytes: 1000,
      },
    });
    const learner = await db.prisma.user.create({ data: { authId: "a1", email: "live@example.com" } });
    const submission = await db.prisma.assignmentSubmission.create({
      data: { assignmentId: assignment.id, userId: learner.id },
    });
    const file = { assignmentId: assignment.id, uploaderId: learner.id, contentType: "application/pdf", size: 1 };
    await db.prisma.submissionFile.createMany({
      data: [
        { ...file, key: "submissions/kept.pdf", name: "k.pdf", submissionId: submission.id },
        { ...file, key: "submissions/never-submitted.pdf", name: "n.pdf" },
      ],
    });
  });
  afterAll(() => db?.close());

  const alive = () => [
    "lesson-content/source.mp4",
    "images/rich/figure.png",
    "images/rich/task.png",
    "images/courses/t.0123456789abcdef0123.400x192.jpg",
    "images/courses/t.0123456789abcdef0123.800x384.webp",
    `${folder}/master.m3u8`,
    `${folder}/144p/17.ts`,
    "captions/x-hi.vtt",
    "submissions/kept.pdf",
    "lesson-content/queued.mp4",
    `${derivedFolder(queuedLesson, "lesson-content/queued.mp4")}/240p/3.ts`,
  ];
  const dead = () => [
    `videos/${queuedLesson}/000000000000/master.m3u8`,
    "submissions/never-submitted.pdf",
    "videos/L1/000000000000/master.m3u8",
    "videos/L1abcdef012345/x.ts",
    "captions/x-en.vtt",
    "images/rich/other.png",
  ];

  it("says every named key, a video's folder whole and a running job's folder, is alive and nothing else", async () => {
    const live = await liveKeys(db.prisma);
    expect(alive().filter((key) => !live.has(key))).toEqual([]);
    expect(dead().filter((key) => live.has(key))).toEqual([]);
  });

  it("answers the same when asked about a few keys only", async () => {
    expect([...(await liveAmong(db.prisma, [...alive(), ...dead()]))].sort()).toEqual(alive().sort());
  });

  it("reads one course's rows, splitting uploads from the files derived for its lessons", async () => {
    const before = await liveKeys(db.prisma, { courseId: course });
    expect(before.has("lesson-content/queued.mp4")).toBe(false);
    expect(before.has("submissions/kept.pdf")).toBe(true);
    const { uploads, derived } = droppedBetween(before, await liveKeys(db.prisma, { courseId: other }));
    expect(uploads).toContain("images/rich/figure.png");
    expect(uploads).toContain("lesson-content/source.mp4");
    expect(derived.sort()).toEqual(
      [
        "captions/x-hi.vtt",
        `${folder}/master.m3u8`,
        `${folder}/poster.jpg`,
        `${folder}/144p/index.m3u8`,
        `${folder}/144p/0.ts`,
      ].sort(),
    );
  });
});
