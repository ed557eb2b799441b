// Categories, courses, lessons and lesson contents. Rows are created when missing and never overwritten,
// so a re-run neither duplicates nor undoes later edits.
import type { Prisma } from "../src/index.ts";
import { categories } from "./content/categories.ts";
import type { CourseSeed } from "./content/types.ts";
import { daysFrom } from "./content/dates.ts";
import { stableId } from "./ids.ts";
import { captionRows, contentRows, lessonRow } from "./lesson-content.ts";

/** `thumbnails`: each course's picture address by slug (writeSeedFiles). */
export async function writeCatalogue(
  tx: Prisma.TransactionClient,
  courses: CourseSeed[],
  now: Date,
  thumbnails: Map<string, string>,
): Promise<void> {
  for (const [index, name] of categories.entries()) {
    await tx.category.upsert({
      where: { name },
      create: { id: stableId("category", name), name, sortOrder: index + 1 },
      update: {},
    });
  }
  for (const [index, course] of courses.entries()) {
    const age = courses.length - index;
    await tx.course.upsert({
      where: { id: stableId("course", course.slug) },
      create: courseRow(course, age, now, thumbnails.get(course.slug) ?? null),
      update: {},
    });
    await tx.lesson.createMany({
      data: course.lessons.map((lesson, position) => lessonRow(course, lesson, position)),
      skipDuplicates: true,
    });
    // Inserted newest first, so only the explicit createdAt (not insertion order) yields the documented order.
    const contents = course.lessons.flatMap((lesson, position) => contentRows(course, lesson, index, position));
    await tx.lessonContent.createMany({ data: contents.reverse(), skipDuplicates: true });
    await tx.lessonCaption.createMany({ data: captionRows(course), skipDuplicates: true });
  }
}

function courseRow(
  course: CourseSeed,
  ageInDays: number,
  now: Date,
  thumbnail: string | null,
): Prisma.CourseCreateInput {
  return {
    id: stableId("course", course.slug),
    title: course.title,
    description: course.description,
    thumbnail,
    level: course.level,
    duration: course.lessons.reduce((total, lesson) => total + lesson.duration, 0),
    pricePaise: Math.round(course.price * 100),
    teacherName: course.teacherName,
    teacherDescription: course.teacherDescription,
    learningObjectives: course.learningObjectives,
    prerequisites: course.prerequisites,
    targetAudience: course.targetAudience,
    tags: course.tags,
    published: true,
    // A day apart, oldest first: the catalogue lists courses by createdAt, in content/courses.ts order.
    createdAt: daysFrom(now, -ageInDays),
    categories: { connect: course.categories.map((name) => ({ name })) },
  };
}
