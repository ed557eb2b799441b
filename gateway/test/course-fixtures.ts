// Bench data written straight into the database before the gateway opens it (PGlite allows one process at a
// time): a 20-lesson course for the detail scenario, a 200-lesson course and a 1,000-course catalogue for scale.
import crypto from "node:crypto";
import type { Database, Prisma } from "@app/db";

export interface BenchCourse {
  id: string;
  lessonIds: string[];
}

const CATEGORIES = ["Programming", "Web Development", "Data Science", "Soft Skills", "Competitive Exams"];
// Deterministic text of realistic length, so payload sizes are the same on every run.
const words = "learn build practise concepts examples projects syllabus placement interview revision notes".split(" ");
const text = (seed: number, length: number) => {
  let out = "";
  for (let index = seed; out.length < length; index += 7) out += `${words[index % words.length]} `;
  return out.slice(0, length).trim();
};

/**
 * Bench courses show the seeded courses' pictures (real files, so the client measures real image loads);
 * without a seed, none, and the client draws its placeholder.
 */
async function seededThumbnails(db: Database): Promise<string[]> {
  const courses = await db.prisma.course.findMany({
    where: { thumbnail: { not: null } },
    select: { thumbnail: true },
    orderBy: { id: "asc" },
  });
  return courses.map((course) => course.thumbnail!);
}

function courseRow(index: number, title: string, createdAt: Date, thumbnails: string[]): Prisma.CourseCreateManyInput {
  return {
    id: crypto.randomUUID(),
    title,
    description: text(index, 320),
    thumbnail: thumbnails.length > 0 ? thumbnails[index % thumbnails.length] : null,
    level: ["Beginner", "Intermediate", "Advanced"][index % 3],
    duration: 60 + (index % 20) * 15,
    pricePaise: index % 4 === 0 ? 0 : (499 + (index % 5) * 100) * 100,
    teacherName: `Bench Teacher ${index % 40}`,
    teacherDescription: text(index + 1, 160),
    learningObjectives: text(index + 2, 200),
    prerequisites: text(index + 3, 120),
    targetAudience: text(index + 4, 120),
    tags: [words[index % words.length], words[(index + 3) % words.length], "bench"],
    published: true,
    createdAt,
  };
}

async function linkCategories(db: Database, courseIds: string[]) {
  const categories = await Promise.all(
    CATEGORIES.map((name, sortOrder) =>
      db.prisma.category.upsert({ where: { name }, update: {}, create: { name, sortOrder }, select: { id: true } }),
    ),
  );
  const links = courseIds.flatMap((courseId, index) => [
    [categories[index % categories.length].id, courseId],
    [categories[(index + 2) % categories.length].id, courseId],
  ]);
  const values = links.map((_, index) => `($${index * 2 + 1}, $${index * 2 + 2})`).join(", ");
  await db.query(`INSERT INTO "_CategoryToCourse" ("A", "B") VALUES ${values} ON CONFLICT DO NOTHING`, links.flat());
}

/** A published course with `lessonCount` lessons, each with a note, a slide deck and a quiz question. */
export async function writeCourseWithLessons(
  db: Database,
  title: string,
  lessonCount: number,
  index: number,
): Promise<BenchCourse> {
  const createdAt = new Date(Date.UTC(2024, 0, 1, 0, 0, index));
  const course = courseRow(index, title, createdAt, await seededThumbnails(db));
  await db.prisma.course.create({ data: course });
  await linkCategories(db, [course.id!]);
  const lessons = Array.from({ length: lessonCount }, (_, position) => ({
    id: crypto.randomUUID(),
    courseId: course.id!,
    position: position + 1,
    title: `Lesson ${position + 1}: ${text(position, 40)}`,
    description: `<p>${text(position, 400)}</p><ul><li>${text(position + 1, 60)}</li></ul>`,
    duration: 5 + (position % 10),
    url: position % 2 === 0 ? "https://www.youtube.com/watch?v=dQw4w9WgXcQ" : null,
    // A hosted MP4 by address, not an upload: an uploaded one gets an adaptive video at the gateway's start
    // (reconcileVideoJobs), which the bench's raw-SQL floor does not serve (docs/video.md).
    videoUrl: position % 2 === 1 ? "https://media.example.org/lessons/intro.mp4" : null,
  }));
  await db.prisma.lesson.createMany({ data: lessons });
  const question = (position: number) =>
    JSON.stringify({
      question: text(position, 80),
      options: ["A", "B", "C", "D"].map((letter) => `${letter}: ${text(position + 2, 30)}`),
      correctAnswer: position % 4,
    });
  await db.prisma.lessonContent.createMany({
    data: lessons.flatMap((lesson, position) => [
      {
        lessonId: lesson.id,
        type: "note" as const,
        title: "Study notes",
        content: `<p>${text(position + 5, 500)}</p>`,
        position: 0,
      },
      {
        lessonId: lesson.id,
        type: "ppt" as const,
        title: "Slides",
        url: "/api/files/lesson-content/slides.pdf",
        position: 1,
      },
      {
        lessonId: lesson.id,
        type: "question" as const,
        title: "Practice question",
        content: question(position),
        position: 2,
      },
    ]),
  });
  return { id: course.id!, lessonIds: lessons.map((lesson) => lesson.id) };
}

/** `count` published courses without lessons, created after everything else so the catalogue order is stable. */
export async function writeCatalogue(db: Database, count: number): Promise<void> {
  const base = Date.UTC(2025, 0, 1);
  const thumbnails = await seededThumbnails(db);
  const rows = Array.from({ length: count }, (_, index) =>
    courseRow(index, `Bench Course ${String(index + 1).padStart(4, "0")}`, new Date(base + index * 60_000), thumbnails),
  );
  for (let start = 0; start < rows.length; start += 250) {
    const batch = rows.slice(start, start + 250);
    await db.prisma.course.createMany({ data: batch });
    await linkCategories(
      db,
      batch.map((row) => row.id!),
    );
  }
}
