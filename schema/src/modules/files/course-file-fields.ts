// What a lesson's videoUrl/url and a content's url may name (decision 016): files uploaded for the same course,
// or an external https address or YouTube link (a direct video, a YouTube embed; spec lines 101, 144-145, 183). Anything
// else, another course's upload, a learner's avatar or a relative path, is refused, so a later delete can
// never take a file the course does not own.
import type { Prisma } from "@app/db";
import { AppError } from "../../errors.ts";
import { FILES_ROUTE, keysIn } from "./file-references.ts";

type Tx = Prisma.TransactionClient;

const parse = (entry: string) => {
  try {
    return new URL(entry);
  } catch {
    return null;
  }
};

// A YouTube link as the console takes it, with or without a scheme (spec line 183: known by its host).
const isYouTube = (entry: string) => {
  const url = parse(/^https?:\/\//i.test(entry) ? entry : `https://${entry}`);
  return !!url && /(^|\.)(youtube\.com|youtu\.be)$/i.test(url.hostname);
};

const isExternal = (entry: string) => parse(entry)?.protocol === "https:" || isYouTube(entry);

const refuse = (field: string, message: string) =>
  new AppError("invalid_input", `${field}: ${message}`, { [field]: message });

/** The entries of a field: a content url may be a comma-separated list (spec line 145); so may, in stored data, any. */
const entries = (value: string) =>
  value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Keys the course's own rows name already (seeded files shared between courses belong to no course in the ledger). */
async function namedByCourse(tx: Tx, courseId: string, key: string): Promise<boolean> {
  const contains = `${FILES_ROUTE}${key}`;
  const [lessons, contents] = await Promise.all([
    tx.lesson.count({ where: { courseId, OR: [{ videoUrl: { contains } }, { url: { contains } }] } }),
    tx.lessonContent.count({ where: { lesson: { courseId }, url: { contains } } }),
  ]);
  return lessons + contents > 0;
}

/** Refuses, with invalid_input naming the field, any file field that is neither this course's upload nor external. */
export async function checkCourseFileFields(
  tx: Tx,
  courseId: string,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  for (const [field, value] of Object.entries(fields)) {
    for (const entry of entries(value ?? "")) {
      if (isExternal(entry)) continue;
      const address = entry.replace(/[?#].*$/, "");
      const [key] = keysIn(address);
      if (!address.startsWith(FILES_ROUTE) || !key || `${FILES_ROUTE}${key}` !== address) {
        throw refuse(field, "must be a file uploaded for this course (/api/files/...) or an https address");
      }
      const owned = await tx.storedFile.count({ where: { key, courseId } });
      if (owned === 0 && !(await namedByCourse(tx, courseId, key)))
        throw refuse(field, `${entry} was not uploaded for this course`);
    }
  }
}
