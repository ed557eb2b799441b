import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { verify } from "@node-rs/bcrypt";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/index.ts";
import { openTestDatabase } from "../src/testing.ts";
import { featuredCompanies } from "./content/featured-companies.ts";
import { LECTURE_VIDEO } from "./content/types.ts";
import { experienceLevels, placementCategories, salaryRanges } from "./content/placements.ts";
import { NOTES_PAGES } from "./pdf/notes-pdf.ts";
import { SLIDES_PER_DECK } from "./pdf/slides-pdf.ts";
import { directoryFiles, seed, seedIfEmpty } from "./seed.ts";

let db: Database;
let filesRoot: string;
const fileAt = (url: string) => path.join(filesRoot, url.replace(/^\/api\/files\//, ""));

async function tableCounts(database: Database) {
  const p = database.prisma;
  const counts = await Promise.all([
    p.category.count(),
    p.course.count(),
    p.lesson.count(),
    p.lessonContent.count(),
    p.newsItem.count(),
    p.internship.count(),
    p.exam.count(),
    p.placement.count(),
    p.testimonial.count(),
    p.aboutContent.count(),
    p.aboutFeature.count(),
    p.teamMember.count(),
    p.partner.count(),
    p.authUser.count(),
    p.authIdentity.count(),
    p.user.count(),
    p.mockTest.count(),
    p.mockTestQuestion.count(),
  ]);
  return counts;
}

beforeAll(async () => {
  db = await openTestDatabase();
  filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), "seed-files-"));
  expect(await seedIfEmpty(db, { files: directoryFiles(filesRoot), demoUser: true })).toBe(true);
});

afterAll(async () => {
  await db?.close();
  fs.rmSync(filesRoot, { recursive: true, force: true });
});

describe("catalogue", () => {
  it("has the fallback categories in order and six published courses across them", async () => {
    const categories = await db.prisma.category.findMany({ orderBy: { sortOrder: "asc" }, include: { courses: true } });
    expect(categories.map((category) => category.name)).toEqual([
      "Programming",
      "Web Development",
      "Data Science",
      "Soft Skills",
      "Competitive Exams",
    ]);
    expect(categories.every((category) => category.courses.length > 0)).toBe(true);
    const courses = await db.prisma.course.findMany({
      where: { published: true },
      include: { lessons: true, categories: true },
    });
    expect(courses.length).toBeGreaterThanOrEqual(6);
    expect(courses.map((course) => course.title)).toEqual(
      expect.arrayContaining(["C Programming", "Web Development", "Data Science"]),
    );
    for (const course of courses) {
      expect(course.lessons.length).toBeGreaterThanOrEqual(4);
      expect(course.duration).toBe(course.lessons.reduce((sum, lesson) => sum + lesson.duration, 0));
      expect(
        [
          course.teacherName,
          course.teacherDescription,
          course.learningObjectives,
          course.prerequisites,
          course.targetAudience,
        ].every(Boolean),
      ).toBe(true);
      expect(course.tags.length).toBeGreaterThan(0);
      expect(fs.existsSync(fileAt(course.thumbnail!))).toBe(true);
      // The cards' 400x192 picture and its 2x and WebP siblings, under a content hash.
      expect(course.thumbnail).toMatch(/^\/api\/files\/images\/courses\/[a-z0-9-]+\.[0-9a-f]{20}\.400x192\.jpg$/);
      for (const sibling of ["400x192.webp", "800x384.jpg", "800x384.webp"]) {
        expect(fs.existsSync(fileAt(course.thumbnail!.replace("400x192.jpg", sibling)))).toBe(true);
      }
    }
    expect(courses.find((course) => course.title === "C Programming")!.lessons.length).toBeGreaterThanOrEqual(6);
    const byAge = await db.prisma.course.findMany({ orderBy: { createdAt: "asc" } });
    expect(byAge.slice(0, 3).map((course) => course.title)).toEqual([
      "C Programming",
      "Web Development",
      "Data Science",
    ]);
    expect(courses.some((course) => course.pricePaise === 0)).toBe(true);
    expect(courses.some((course) => course.pricePaise > 0)).toBe(true);
  });

  it("gives lessons HTML descriptions, durations and every kind of video source", async () => {
    const lessons = await db.prisma.lesson.findMany();
    expect(
      lessons.every(
        (lesson) => lesson.duration > 0 && /^<p>/.test(lesson.description) && lesson.description.includes("<ul>"),
      ),
    ).toBe(true);
    expect(lessons.some((lesson) => lesson.description.includes("<code>"))).toBe(true);
    const uploaded = lessons.filter((lesson) => lesson.videoUrl);
    expect(uploaded.length).toBeGreaterThan(0);
    for (const lesson of uploaded) {
      expect(lesson.videoUrl).toMatch(/^\/api\/files\/lesson-content\/[\w-]+\.mp4$/);
      const head = fs.readFileSync(fileAt(lesson.videoUrl!)).subarray(4, 8).toString("latin1");
      expect(head).toBe("ftyp");
    }
    const youtube = lessons.filter((lesson) => lesson.url);
    expect(youtube.length).toBeGreaterThan(0);
    expect(youtube.every((lesson) => /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/.test(lesson.url!))).toBe(true);
    expect(lessons.some((lesson) => !lesson.videoUrl && !lesson.url)).toBe(true);
  });

  it("gives every uploaded video, the long lecture too, English and Hindi captions written as WebVTT", async () => {
    // Without captions the player offers no Subtitles (docs/video.md: transcript and subtitles).
    const uploaded = await db.prisma.lesson.findMany({
      where: { videoUrl: { not: null } },
      include: { captions: { orderBy: { language: "asc" } } },
    });
    expect(uploaded.some((lesson) => lesson.videoUrl!.endsWith(`/${LECTURE_VIDEO}`))).toBe(true);
    for (const lesson of uploaded) {
      expect(lesson.captions.map((caption) => caption.language)).toEqual(["en", "hi"]);
      for (const caption of lesson.captions) {
        const text = fs.readFileSync(path.join(filesRoot, caption.key), "utf8");
        expect(text).toMatch(/^WEBVTT\n\n00:00:00\.000 --> /);
      }
    }
  });

  it("gives every lesson a class item, two notes, a slide deck and three questions in createdAt order", async () => {
    const lessons = await db.prisma.lesson.findMany({ include: { contents: { orderBy: { createdAt: "asc" } } } });
    for (const { contents } of lessons) {
      const ofType = (type: string) => contents.filter((item) => item.type === type);
      expect(ofType("class")).toHaveLength(1);
      expect(ofType("note").some((note) => /^\/api\/files\/lesson-content\/.+\.pdf$/.test(note.url ?? ""))).toBe(true);
      expect(ofType("note").some((note) => !note.url && note.content?.includes("<ul>"))).toBe(true);
      expect(ofType("ppt").every((ppt) => ppt.url?.endsWith(".pdf"))).toBe(true);
      expect(ofType("question").length).toBeGreaterThanOrEqual(3);
      for (const question of ofType("question")) {
        const parsed = JSON.parse(question.content!);
        expect(parsed.options).toHaveLength(4);
        expect(parsed.question && parsed.correctOptionDesc).toBeTruthy();
        expect(parsed.correctAnswer).toBeGreaterThanOrEqual(0);
        expect(parsed.correctAnswer).toBeLessThan(4);
      }
      expect(contents.map((item) => item.position)).toEqual([...contents.keys()]);
    }
  });

  it("writes real PDFs: landscape slide decks and two-page portrait notes", async () => {
    const contents = await db.prisma.lessonContent.findMany({ where: { url: { endsWith: ".pdf" } } });
    expect(contents.length).toBeGreaterThanOrEqual(2 * (await db.prisma.lesson.count()));
    for (const item of contents) {
      const bytes = fs.readFileSync(fileAt(item.url!));
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pdf = await PDFDocument.load(bytes);
      const { width, height } = pdf.getPage(0).getSize();
      if (item.type === "ppt") {
        expect(pdf.getPageCount()).toBe(SLIDES_PER_DECK);
        expect(width).toBeGreaterThan(height);
      } else {
        expect(pdf.getPageCount()).toBe(NOTES_PAGES);
        expect(height).toBeGreaterThan(width);
      }
    }
  });
});

describe("listings and about", () => {
  it("seeds news, internships and exams as the pages need them", async () => {
    const now = Date.now();
    expect(await db.prisma.newsItem.count({ where: { published: true } })).toBeGreaterThanOrEqual(8);
    expect(await db.prisma.newsItem.count({ where: { published: false } })).toBeGreaterThanOrEqual(1);
    const internships = await db.prisma.internship.findMany();
    expect(internships.length).toBeGreaterThanOrEqual(8);
    expect(new Set(internships.map((item) => item.type))).toEqual(new Set(["Remote", "On-site", "Hybrid"]));
    expect(new Set(internships.map((item) => item.location)).size).toBeGreaterThanOrEqual(5);
    expect(internships.every((item) => item.deadline.getTime() > now && item.stipend.startsWith("Rs."))).toBe(true);
    const exams = await db.prisma.exam.findMany();
    expect(exams.length).toBeGreaterThanOrEqual(6);
    expect(new Set(exams.map((exam) => exam.category)).size).toBeGreaterThanOrEqual(3);
    expect(exams.every((exam) => exam.examDate.getTime() > now)).toBe(true);
    expect(exams.some((exam) => exam.currentParticipants === exam.maxParticipants)).toBe(true);
    expect(exams.some((exam) => [1, 2].includes(exam.maxParticipants - exam.currentParticipants))).toBe(true);
  });

  it("covers every placement category, experience level, salary range and featured company", async () => {
    const placements = await db.prisma.placement.findMany();
    expect(placements.length).toBeGreaterThanOrEqual(10);
    expect(new Set(placements.map((job) => job.category))).toEqual(new Set(placementCategories));
    expect(new Set(placements.map((job) => job.experience))).toEqual(new Set(experienceLevels));
    for (const range of salaryRanges) expect(placements.some((job) => job.salary.includes(range))).toBe(true);
    for (const company of featuredCompanies) expect(placements.some((job) => job.company === company)).toBe(true);
    expect(featuredCompanies).toHaveLength(6);
  });

  it("seeds testimonials and the About page", async () => {
    expect(await db.prisma.testimonial.count()).toBeGreaterThanOrEqual(3);
    const about = await db.prisma.aboutContent.findUniqueOrThrow({ where: { id: 1 } });
    expect(about.mission.length).toBeGreaterThan(40);
    expect(about.vision.length).toBeGreaterThan(40);
    expect(await db.prisma.aboutFeature.count()).toBeGreaterThanOrEqual(3);
    expect(await db.prisma.teamMember.count()).toBeGreaterThanOrEqual(3);
    expect(await db.prisma.partner.count()).toBeGreaterThanOrEqual(3);
  });
});

describe("mock tests", () => {
  it("publishes a 20-minute test of at least 20 questions in two or more sections, +2 / -0.5, some in Hindi", async () => {
    const test = await db.prisma.mockTest.findFirstOrThrow({
      where: { published: true, sections: { some: { questions: { some: {} } } } },
      include: { sections: { include: { questions: true } } },
    });
    const questions = test.sections.flatMap((section) => section.questions);
    expect(test).toMatchObject({ durationMinutes: 20, marksCorrect: 2, negativeMarks: 0.5 });
    expect(test.sections.length).toBeGreaterThanOrEqual(2);
    expect(questions.length).toBeGreaterThanOrEqual(20);
    const hindi = questions.filter((question) => question.textHi);
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.length).toBeLessThan(questions.length);
    expect(
      hindi.every((question) => question.optionsHi.length === question.options.length && question.explanationHi),
    ).toBe(true);
    expect(questions.every((question) => question.options.length === 4 && question.explanation)).toBe(true);
  });

  it("publishes a test drawn from the practice bank by a blueprint whose topics are all seeded", async () => {
    const test = await db.prisma.mockTest.findFirstOrThrow({
      where: { published: true, sections: { some: { drawEasy: { gt: 0 } } } },
      include: { sections: true },
    });
    const topicIds = test.sections.flatMap((section) => section.practiceTopicIds);
    expect(topicIds.length).toBeGreaterThan(10);
    expect(await db.prisma.practiceTopic.count({ where: { id: { in: topicIds } } })).toBe(new Set(topicIds).size);
    expect(test.samePaperForSitting).toBe(false);
  });
});

describe("demo accounts", () => {
  it("creates a confirmed demo learner, a dev admin and a dev instructor linked to their identities", async () => {
    const accounts = [
      ["demo@example.com", "demo12345", "student"],
      ["admin@example.com", "admin12345", "admin"],
      ["instructor@example.com", "instructor12345", "instructor"],
    ];
    for (const [email, password, role] of accounts) {
      const auth = await db.prisma.authUser.findUniqueOrThrow({ where: { email }, include: { identities: true } });
      expect(await verify(password, auth.encryptedPassword!)).toBe(true);
      expect(auth.emailConfirmedAt).not.toBeNull();
      expect(auth.identities).toMatchObject([
        { provider: "email", providerId: auth.id, identityData: { sub: auth.id, email, email_verified: true } },
      ]);
      expect(await db.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ authId: auth.id, role });
    }
    expect(await db.prisma.user.findUniqueOrThrow({ where: { email: "demo@example.com" } })).toMatchObject({
      firstName: "Demo",
      lastName: "Learner",
      name: "Demo Learner",
    });
  });

  it("gives the dev instructor two of the seed courses and nobody else any", async () => {
    const instructor = await db.prisma.user.findUniqueOrThrow({ where: { email: "instructor@example.com" } });
    const owned = await db.prisma.course.findMany({
      where: { ownerId: { not: null } },
      select: { ownerId: true, title: true },
    });
    expect(owned).toHaveLength(2);
    expect(owned.every((course) => course.ownerId === instructor.id)).toBe(true);
  });

  it("is never created when demoUser is false", async () => {
    const other = await openTestDatabase();
    const otherRoot = fs.mkdtempSync(path.join(os.tmpdir(), "seed-files-"));
    try {
      await seed(other, { files: directoryFiles(otherRoot), demoUser: false });
      expect(await other.prisma.course.count()).toBeGreaterThanOrEqual(6);
      expect([await other.prisma.authUser.count(), await other.prisma.user.count()]).toEqual([0, 0]);
    } finally {
      await other.close();
      fs.rmSync(otherRoot, { recursive: true, force: true });
    }
  });
});

describe("re-running", () => {
  it("duplicates nothing and changes nothing, not even a changed password or an edited file", async () => {
    const before = await tableCounts(db);
    const coursesBefore = await db.prisma.course.findMany({ orderBy: { id: "asc" } });
    await db.prisma.authUser.update({
      where: { email: "demo@example.com" },
      data: { encryptedPassword: "changed-by-user" },
    });
    const slides = (await db.prisma.lessonContent.findFirstOrThrow({ where: { type: "ppt" } })).url!;
    fs.writeFileSync(fileAt(slides), "%PDF-edited");

    expect(await seedIfEmpty(db, { files: directoryFiles(filesRoot), demoUser: true })).toBe(false);
    await seed(db, { files: directoryFiles(filesRoot), demoUser: true });

    expect(await tableCounts(db)).toEqual(before);
    expect(await db.prisma.course.findMany({ orderBy: { id: "asc" } })).toEqual(coursesBefore);
    expect(
      (await db.prisma.authUser.findUniqueOrThrow({ where: { email: "demo@example.com" } })).encryptedPassword,
    ).toBe("changed-by-user");
    expect(fs.readFileSync(fileAt(slides), "latin1")).toBe("%PDF-edited");
  });
});
