// The one answer to "which stored keys are alive" (decision 016, docs/operations.md "Stored files"): every table and
// column that can name a stored object is read here and nowhere else. `npm run storage:gc`, the removal after a
// replace (file-release.ts) and the lesson and course deletes all ask it, so a new kind of stored file is safe once
// its column is listed here; live-keys.test.ts fails when a column that looks as if it names a file is in neither
// this list nor its list of columns that need not be read.
import type { Prisma, PrismaClient } from "@app/db";
import { derivedFolder } from "../video/derived-folder.ts";
import { FILES_ROUTE, expandKey, keysIn, needle } from "./file-references.ts";

type Db = PrismaClient | Prisma.TransactionClient;
type Where = Record<string, unknown>;

/** What to read: everything, the rows of one course, or only rows that could name one of `candidates`. */
export interface LiveFilter {
  courseId?: string;
  candidates?: string[];
}

/** Every folder a key sits in: "a/b/c.ts" is in "a" and "a/b". */
function ancestors(keys: string[]): string[] {
  const folders = new Set<string>();
  for (const key of keys)
    for (let slash = key.indexOf("/"); slash > 0; slash = key.indexOf("/", slash + 1)) folders.add(key.slice(0, slash));
  return [...folders];
}

export class LiveKeys {
  /** Keys named one by one. */
  readonly keys = new Set<string>();
  /** Folders kept whole: every key under `<folder>/` is alive (an HLS version's playlists and segments). */
  readonly folders = new Set<string>();
  /** Keys the product derived itself (renditions, posters, captions): owned by their row, never in a course's ledger. */
  readonly derived = new Set<string>();

  has(key: string): boolean {
    return this.keys.has(key) || ancestors([key]).some((folder) => this.folders.has(folder));
  }
}

interface KeySource {
  /** The columns read, as Model.field (live-keys.test.ts holds the Prisma schema against them). */
  fields: string[];
  collect(db: Db, live: LiveKeys, filter: LiveFilter): Promise<void>;
}

type Delegate = { findMany(args: { where: Where; select: Where }): Promise<Record<string, unknown>[]> };
const table = (db: Db, model: string) => (db as unknown as Record<string, Delegate>)[model];
const lower = (model: string) => model[0].toLowerCase() + model.slice(1);
// Past this many candidates one "contains /api/files/" scan is cheaper than one LIKE per candidate.
const NARROW_LIMIT = 50;

/**
 * A column holding an address (/api/files/<key>), a comma-separated list of them, or sanitised HTML whose <img src>
 * may name one. A picture's 1x fallback stands for its whole variant set (file-references.ts).
 */
function addressColumn(model: string, field: string, ofCourse?: (courseId: string) => Where): KeySource {
  return {
    fields: [`${model}.${field}`],
    async collect(db, live, { courseId, candidates }) {
      if (courseId !== undefined && !ofCourse) return;
      const narrow = candidates && candidates.length <= NARROW_LIMIT;
      const match = narrow
        ? { OR: [...new Set(candidates.map(needle))].map((text) => ({ [field]: { contains: text } })) }
        : { [field]: { contains: FILES_ROUTE } };
      const where = courseId !== undefined && ofCourse ? { AND: [match, ofCourse(courseId)] } : match;
      const rows = await table(db, lower(model)).findMany({ where, select: { [field]: true } });
      for (const row of rows)
        for (const key of keysIn(row[field] as string | null)) for (const each of expandKey(key)) live.keys.add(each);
    },
  };
}

const byLessonCourse = (courseId: string) => ({ lesson: { courseId } });
const VIDEO_FOLDER = /^videos\/([^/]+)\//;
const lessonIdsIn = (keys: string[]) => [...new Set(keys.flatMap((key) => VIDEO_FOLDER.exec(key)?.[1] ?? []))];

/**
 * A lesson's adaptive video (decision 018): the folder of the version made from its source, kept whole. While a job
 * may still be writing (QUEUED, PROCESSING) the folder is not recorded yet: the one the job writes into is kept, and
 * an older version's folder beside it is not. The source itself lives while Lesson.videoUrl names it: sourceKey only
 * follows that column, and still names a replaced video until the row is requeued, which must not keep it.
 */
const lessonVideos: KeySource = {
  fields: ["folder", "masterKey", "posterKey", "renditions", "files"].map((field) => `LessonVideo.${field}`),
  async collect(db, live, { courseId, candidates }) {
    const where: Prisma.LessonVideoWhereInput =
      courseId !== undefined
        ? byLessonCourse(courseId)
        : candidates
          ? { OR: [{ folder: { in: ancestors(candidates) } }, { lessonId: { in: lessonIdsIn(candidates) } }] }
          : {};
    // The list of every segment is read only for a course's delete, which removes them; elsewhere the folder says it.
    const rows = await db.lessonVideo.findMany({
      where,
      select: {
        lessonId: true,
        sourceKey: true,
        status: true,
        folder: true,
        masterKey: true,
        posterKey: true,
        renditions: true,
        files: courseId !== undefined,
      },
    });
    for (const row of rows) {
      if (row.folder) live.folders.add(row.folder);
      if (row.status === "QUEUED" || row.status === "PROCESSING")
        live.folders.add(derivedFolder(row.lessonId, row.sourceKey));
      const renditions = Array.isArray(row.renditions) ? (row.renditions as { key?: unknown }[]) : [];
      const named = [
        row.masterKey,
        row.posterKey,
        ...renditions.map((rendition) => rendition.key),
        ...(row.files ?? []),
      ];
      for (const key of named)
        if (typeof key === "string") {
          live.keys.add(key);
          live.derived.add(key);
        }
    }
  },
};

const lessonCaptions: KeySource = {
  fields: ["LessonCaption.key"],
  async collect(db, live, { courseId, candidates }) {
    const where = courseId !== undefined ? byLessonCourse(courseId) : candidates ? { key: { in: candidates } } : {};
    for (const { key } of await db.lessonCaption.findMany({ where, select: { key: true } })) {
      live.keys.add(key);
      live.derived.add(key);
    }
  },
};

// A learner's submitted file (docs/assignments.md) lives while a submission holds it; an upload never submitted, or
// left out of a resubmission, is garbage once the grace period is over. The ledger never gives it to a course.
const submittedFiles: KeySource = {
  fields: ["SubmissionFile.key"],
  async collect(db, live, { courseId, candidates }) {
    const where: Where = { submissionId: { not: null } };
    if (courseId !== undefined) where.assignment = byLessonCourse(courseId);
    if (candidates) where.key = { in: candidates };
    for (const { key } of await db.submissionFile.findMany({ where, select: { key: true } })) live.keys.add(key);
  },
};

export const KEY_SOURCES: KeySource[] = [
  addressColumn("User", "profilePicture"),
  addressColumn("TeamMember", "image"),
  addressColumn("Course", "thumbnail", (courseId) => ({ id: courseId })),
  addressColumn("Course", "description", (courseId) => ({ id: courseId })),
  // A translation's description is read as the course's own is: whatever address staff put in one stays alive.
  addressColumn("CourseTranslation", "description", (courseId) => ({ courseId })),
  addressColumn("Lesson", "videoUrl", (courseId) => ({ courseId })),
  addressColumn("Lesson", "url", (courseId) => ({ courseId })),
  addressColumn("Lesson", "description", (courseId) => ({ courseId })),
  addressColumn("LessonContent", "url", byLessonCourse),
  addressColumn("LessonContent", "content", byLessonCourse),
  addressColumn("Assignment", "instructions", byLessonCourse),
  addressColumn("Internship", "companyLogoUrl"),
  addressColumn("Placement", "companyLogoUrl"),
  addressColumn("NewsItem", "url"),
  addressColumn("MockTestQuestion", "imageUrl"),
  addressColumn("PracticeQuestion", "imageUrl"),
  lessonVideos,
  lessonCaptions,
  submittedFiles,
];

/** Every key alive now (storage:gc), or what one course's rows name (a delete compares before with after). */
export async function liveKeys(db: Db, filter: LiveFilter = {}): Promise<LiveKeys> {
  const live = new LiveKeys();
  for (const source of KEY_SOURCES) await source.collect(db, live, filter);
  return live;
}

/** The ones of `keys` that some row names now: only rows that could name them are read. */
export async function liveAmong(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const live = await liveKeys(db, { candidates: keys });
  return new Set(keys.filter((key) => live.has(key)));
}

/** What a course's rows named before a write and no longer name after it, split by who owns the files. */
export function droppedBetween(before: LiveKeys, after: LiveKeys): { uploads: string[]; derived: string[] } {
  const gone = [...before.keys].filter((key) => !after.has(key));
  return {
    uploads: gone.filter((key) => !before.derived.has(key)),
    derived: gone.filter((key) => before.derived.has(key)),
  };
}
