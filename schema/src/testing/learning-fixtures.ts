// Rows the learning modules' tests start from: learners and courses with numbered lessons.
import crypto from "node:crypto";
import type { Database } from "@app/db";
import type { Role, Viewer } from "../context.ts";

export async function createLearner(db: Database, role: Role = "student", name = "Asha Verma"): Promise<Viewer> {
  const authId = crypto.randomUUID();
  const user = await db.prisma.user.create({
    data: { authId, email: `${authId}@example.com`, name, role },
  });
  return { userId: user.id, authId, role };
}

export interface CourseSpec {
  title?: string;
  published?: boolean;
  lessons?: number;
  categories?: string[];
  tags?: string[];
  description?: string;
  /** Minutes per lesson. */
  lessonDuration?: number;
  /** Free unless given (decision 030): a paid course is bought, not enrolled in. */
  pricePaise?: number;
}

export async function createCourseWithLessons(db: Database, spec: CourseSpec = {}) {
  const count = spec.lessons ?? 3;
  return db.prisma.course.create({
    data: {
      title: spec.title ?? "C Programming",
      description: spec.description ?? "Learn C from the ground up.",
      published: spec.published ?? true,
      pricePaise: spec.pricePaise ?? 0,
      tags: spec.tags ?? [],
      categories: {
        connectOrCreate: (spec.categories ?? []).map((name) => ({ where: { name }, create: { name } })),
      },
      lessons: {
        create: Array.from({ length: count }, (_, index) => ({
          position: index + 1,
          title: `Lesson ${index + 1}`,
          duration: spec.lessonDuration ?? 10,
        })),
      },
    },
    include: { lessons: { orderBy: { position: "asc" } } },
  });
}
