// Progress reports (spec section 7: the player reports every 5 s while playing; sections 4 and 5 for the rules),
// written together (decision 043). The reports that arrive while a set is being written gather into the next set;
// the reports of one learner for one lesson are merged by the rules the statement applies, and the set is one
// INSERT ... ON CONFLICT over all of them. A report is answered only once that statement has committed, so an
// acknowledged report is durable. The wait is spent outside the execution's turn (decision 015, "Waiting outside
// a turn"), so a gateway's reports gather rather than queue for its turns one by one.
import type { Database, Prisma } from "@app/db";
import type { Context } from "../../context.ts";
import { visibleCourseSql } from "../courses/course-visibility.ts";
import { syncCourseCompletion } from "./course-completion.service.ts";
import { courseKey, courseProgressOf, type CourseProgressShape } from "./course-progress.service.ts";
import { groupCommit, type Pending } from "../shared/group-commit.ts";
import { compare, mergeReports, writeReports, type SetReport, type WrittenRow } from "./progress-set.service.ts";
import { refusal, type ProgressReport, type ProgressRow, type ProgressTarget } from "./progress.service.ts";

/** The most reports one statement writes; a burst past it is written in several sets, one after another. */
const MAX_SET = 500;

export interface ProgressWrite {
  progress: ProgressRow;
  /** The course's progress after the write, when the statement could tell it (null: read it afresh). */
  course: CourseProgressShape | null;
}

type AwaitOutsideTurn = NonNullable<Context["awaitOutsideTurn"]>;

/**
 * Writes the report with its set and answers the lesson's row after the write, with the course's progress from the
 * same statement. A refusal (the lesson not found, or not enrolled) is this report's alone.
 */
export async function reportLessonProgress(
  db: Database,
  target: ProgressTarget,
  report: ProgressReport,
  outsideTurn: AwaitOutsideTurn = (wait) => wait(),
): Promise<ProgressWrite> {
  const written = await outsideTurn(() => reportSoon(db, { ...target, report }));
  if (!written) throw await refusal(db.prisma, target);
  const { row, tellsCourse } = written;
  const { userId } = target.viewer;
  const { lessonId, courseId, status, watchTime, totalDuration, lastPosition, completedAt, updatedAt } = row;
  const progress = { lessonId, courseId, status, watchTime, totalDuration, lastPosition, completedAt, updatedAt };
  // A completion may complete the course too: its enrollment changes after the set's statement.
  if (report.status === "completed") {
    await syncCourseCompletion(db.prisma, userId, courseId);
    return { progress, course: null };
  }
  if (!tellsCourse) return { progress, course: null };
  return {
    progress,
    course: courseProgressOf({ userId, courseId }, { ...row, userId, completedAt: row.enrollmentCompletedAt }),
  };
}

interface Report extends ProgressTarget {
  report: ProgressReport;
}

interface Written {
  row: WrittenRow;
  /** Whether the statement's course part holds after it (see `answer`). */
  tellsCourse: boolean;
}

type PendingReport = Pending<Report, Written | null>;

/** The reports of one learner for one lesson in a set, merged, with their callers. */
interface Merged extends SetReport {
  members: PendingReport[];
}

const writers = new WeakMap<Database, (report: Report) => Promise<Written | null>>();

/** Resolves once the report's set has committed: to its row, or null when the write was refused. */
function reportSoon(db: Database, report: Report): Promise<Written | null> {
  let writer = writers.get(db);
  if (!writer) {
    writer = groupCommit<Report, Written | null>((set) => writeSet(db, set), MAX_SET);
    writers.set(db, writer);
  }
  return writer(report);
}

/**
 * Which drafts' lessons a viewer may report on is part of the statement (course-visibility.ts), so a set is one
 * statement per such rule: the learners' one, and one more per instructor (or for the admins) among them.
 */
async function writeSet(db: Database, set: PendingReport[]): Promise<void> {
  const byRule = new Map<string, { visible: Prisma.Sql; members: PendingReport[] }>();
  for (const pending of set) {
    const visible = visibleCourseSql(pending.item.viewer, "c");
    const rule = JSON.stringify([visible.strings, visible.values]);
    const group = byRule.get(rule) ?? { visible, members: [] };
    byRule.set(rule, group);
    group.members.push(pending);
  }
  await Promise.all([...byRule.values()].map(({ visible, members }) => writeMerged(db, visible, merge(members))));
}

const lessonKey = ({ userId, lessonId }: { userId: string; lessonId: string }) => `${userId}\n${lessonId}`;

function merge(members: PendingReport[]): Merged[] {
  const merged = new Map<string, Merged>();
  for (const pending of members) {
    const { viewer, lessonId, report } = pending.item;
    const key = lessonKey({ userId: viewer.userId, lessonId });
    const earlier = merged.get(key);
    if (earlier) {
      earlier.report = mergeReports(earlier.report, report);
      earlier.members.push(pending);
    } else merged.set(key, { userId: viewer.userId, lessonId, report, members: [pending] });
  }
  return [...merged.values()];
}

/**
 * One statement for the merged reports. When the database refuses it (a value it cannot take, such as a NUL
 * character in an id), each learner's lesson is written alone, so a refusal is only its own reports'.
 */
async function writeMerged(db: Database, visible: Prisma.Sql, merged: Merged[]): Promise<void> {
  try {
    answer(merged, await writeReports(db, visible, merged));
  } catch (error) {
    if (merged.length > 1) await Promise.all(merged.map((one) => writeMerged(db, visible, [one])));
    else for (const pending of merged[0].members) pending.reject(error);
  }
}

/**
 * Each report gets its lesson's row. The statement's course part reads the snapshot from before it, with the
 * lesson's own completion added; every row of one course shares that snapshot, so when several lessons of a course
 * were written together (an offline outbox sending its queue, say) the course's completed lessons are the union of
 * their rows'. It is left to a fresh read when a report of the course in the set completes a lesson: the enrollment
 * may change after the statement (course-completion.service.ts).
 */
function answer(merged: Merged[], rows: WrittenRow[]) {
  const byLesson = new Map(rows.map((row) => [lessonKey(row), row]));
  const completes = new Set<string>();
  const byCourse = new Map<string, WrittenRow[]>();
  for (const { report, ...key } of merged) {
    const row = byLesson.get(lessonKey(key));
    if (!row) continue;
    if (report.status === "completed") completes.add(courseKey(row));
    const together = byCourse.get(courseKey(row));
    if (together) together.push(row);
    else byCourse.set(courseKey(row), [row]);
  }
  for (const together of byCourse.values()) {
    if (together.length === 1) continue;
    const completedLessonIds = [...new Set(together.flatMap((row) => row.completedLessonIds))].sort(compare);
    for (const row of together) byLesson.set(lessonKey(row), { ...row, completedLessonIds });
  }
  for (const { members, ...key } of merged) {
    const row = byLesson.get(lessonKey(key));
    const tellsCourse = row !== undefined && !completes.has(courseKey(row));
    for (const pending of members) pending.resolve(row ? { row, tellsCourse } : null);
  }
}
