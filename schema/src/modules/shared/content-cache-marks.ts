// Where a type or field is defined, its author says whether the gateway's content cache may share its answer
// (decisions 005 and 020). The policy (content-cache-policy.ts) reads these marks from the built schema; nothing
// else lists cacheable types or fields.
import type { Context } from "../../context.ts";

/** The key under GraphQL `extensions` on object types and fields. */
export const CONTENT_CACHE = "contentCache";

export type ContentCacheMark = "public" | "viewer" | "staff" | "learner" | "never";

/**
 * On an object type: every field reads only tables whose writes raise the content version (migrations
 * 20261123000000_content_version and 20261126040000_public_listings_content_version) and answers the same for
 * every viewer who is not staff. On a root query field: its answer is such content, so it may be cached.
 */
export const publicContent = { extensions: { [CONTENT_CACHE]: "public" } } as const;

/**
 * On a root query field: its answer is the signed-in viewer's own rows and public content only, so it may be kept
 * for that viewer. On an object type reached from such a field: every field reads only the viewer's own rows in
 * the tables announced on `learner_changed` (migrations 20261203100000_learner_changed: User, Enrollment,
 * LessonProgress, Certificate, ExamRegistration, Notification; 20261204100000_learner_changed_purchases:
 * NotificationOptIn, PaymentOrder, TaxInvoice, CreditNote; 20261205100000_mock_tests_and_practice_bank_cached:
 * MockTestAttempt; 20261205110000_learner_changed_practice: PracticeDay, PracticeSettings, PracticeCard;
 * 20261206100000_lesson_assignment_kept: AssignmentSubmission, SubmissionFile) and public content or constants,
 * and none depends on the clock (decision 047), unless its root field tells the instant its answer turns by
 * `Context.answerHoldsUntil` (decision 048). Such a type met under a public root is not cached: its rows would be
 * someone else's.
 */
export const learnerOwn = { extensions: { [CONTENT_CACHE]: "learner" } } as const;

/** The key under GraphQL `extensions` of a learner's own type or field that reads none of their activity. */
export const CONTENT_ACTIVITY = "contentActivity";

/**
 * As `learnerOwn`, and no field reads the learner's activity: the tables only their own mutations write
 * (LessonProgress, PracticeDay, PracticeSettings, PracticeCard), announced apart by migration
 * 20261207100000_learner_activity_apart. Such an answer outlives their progress reports and practice answers
 * (decision 050): a watching learner's bell poll is answered from memory. On a type, its fields inherit it unless
 * marked themselves; a field that reads their activity is then marked `learnerOwn`.
 */
export const learnerOwnApartFromActivity = {
  extensions: { [CONTENT_CACHE]: "learner", [CONTENT_ACTIVITY]: false },
} as const;

/**
 * The key under GraphQL `extensions` for a lesson's discussion: on a root field, the name of the argument giving the
 * lesson whose discussion it reads (`learnerOwnWithDiscussion`), or `true` when the lesson is found as it runs
 * (`learnerOwnWithDiscussionFoundAtRunTime`); on a type, `true`: its rows are that discussion's and are kept only
 * under such a root field (`discussionPosts`).
 */
export const CONTENT_DISCUSSION = "contentDiscussion";

/**
 * On a root field: as `learnerOwnApartFromActivity`, and it also reads the discussion (DiscussionPost rows) of the
 * lesson its argument `lessonArg` names, whose every write announces "lesson:<id>" on `learner_changed` (migration
 * 20261208100000_lesson_discussion_announced): its answer is kept per learner and dropped with any post of that
 * lesson (decision 051). Its type and the types under it are marked `discussionPosts`, or `neverKept` where a field
 * reads anything else.
 */
export function learnerOwnWithDiscussion(lessonArg: string) {
  return {
    extensions: { [CONTENT_CACHE]: "learner", [CONTENT_ACTIVITY]: false, [CONTENT_DISCUSSION]: lessonArg },
  } as const;
}

/**
 * On a root field: as `learnerOwnWithDiscussion`, for a field whose lesson is known only once it runs (a thread read
 * by a post's id). Its resolver names the lesson by `Context.answerReadsDiscussion` as soon as it has read it; an
 * answer whose execution named none is not kept (decision 055).
 */
export const learnerOwnWithDiscussionFoundAtRunTime = {
  extensions: { [CONTENT_CACHE]: "learner", [CONTENT_ACTIVITY]: false, [CONTENT_DISCUSSION]: true },
} as const;

/**
 * On a type of a lesson's discussion (a page of questions, a post): as `learnerOwnApartFromActivity`, but kept only
 * when reached under a root field marked `learnerOwnWithDiscussion` (or `learnerOwnWithDiscussionFoundAtRunTime`),
 * whose lesson's posts are what it reads: the
 * answer is then dropped with any post of that lesson (decision 051). Reached any other way it is not kept. A field
 * of it that shows another user's profile (an author's name) says whose by `Context.answerShowsUser`, and one that
 * turns with the clock (the edit window) says when by `Context.answerHoldsUntil` (decision 052).
 */
export const discussionPosts = {
  extensions: { [CONTENT_CACHE]: "learner", [CONTENT_ACTIVITY]: false, [CONTENT_DISCUSSION]: true },
} as const;

/**
 * On a field of public content: its value depends on who asks (constant for anonymous viewers, false or null),
 * so an answer selecting it is shared between anonymous viewers only, and kept per signed-in viewer (decision 047).
 * It must read only the viewer's own rows in the tables announced on `learner_changed`.
 */
export const viewerDependent = { extensions: { [CONTENT_CACHE]: "viewer" } } as const;

/**
 * As `viewerDependent`, and it reads none of the viewer's activity (the tables `learnerOwnApartFromActivity`
 * names): an answer selecting it outlives their progress reports (decision 050).
 */
export const viewerDependentApartFromActivity = {
  extensions: { [CONTENT_CACHE]: "viewer", [CONTENT_ACTIVITY]: false },
} as const;

/** The key under GraphQL `extensions` of a viewer field's batch loader. */
export const CONTENT_CACHE_BATCH = "contentCacheBatch";

/**
 * How a viewer field is answered for every parent of one answer at once, for one signed-in viewer (decision 026,
 * the viewer overlay). The gateway keeps the rest of the answer as executed for an anonymous viewer, with `key`
 * selected beside each of these fields, and asks `load` once per field for all the keys it found.
 */
export interface ViewerBatch {
  /** A leaf field of the parent type, identifying it: its serialised values (an ID's string) are the keys. */
  key: string;
  /**
   * The field's values for `keys`, in their order, exactly as its resolver answers them for `context`'s viewer
   * (signed in, not staff). The resolver should read through the same function, so both cannot drift apart.
   */
  load: (context: Context, keys: readonly string[]) => Promise<readonly unknown[]>;
}

/**
 * A viewer field (as `viewerDependent`) without arguments or sub-selection whose values for a signed-in viewer
 * `batch` loads for many parents at once: an answer selecting it is shared by every non-staff viewer, and only
 * this field is resolved per request. `apartFromActivity`: as `viewerDependentApartFromActivity`.
 */
export function viewerDependentBatch(batch: ViewerBatch, { apartFromActivity = false } = {}) {
  return {
    extensions: {
      [CONTENT_CACHE]: "viewer",
      [CONTENT_CACHE_BATCH]: batch,
      ...(apartFromActivity ? { [CONTENT_ACTIVITY]: false } : {}),
    },
  } as const;
}

/** The batch loader a field declares with `viewerDependentBatch`, if any. */
export function viewerBatchOf(definition: { extensions?: Readonly<Record<string, unknown>> | null }) {
  const batch = definition.extensions?.[CONTENT_CACHE_BATCH] as ViewerBatch | undefined;
  return batch && typeof batch.load === "function" && typeof batch.key === "string" ? batch : undefined;
}

/** The key under GraphQL `extensions` of a field whose answer depends on the request's language. */
export const CONTENT_LANGUAGE = "contentLanguage";

/**
 * On a field of public content: its value depends on the request's language (Context.language, course
 * translations in docs/languages.md), so an answer selecting it is kept per language.
 */
export const readsLanguage = { extensions: { [CONTENT_LANGUAGE]: true } } as const;

/**
 * On a field of public content: staff only, answered per author and read from tables outside the content
 * version, so an answer selecting it is never cached.
 */
export const staffOnly = { extensions: { [CONTENT_CACHE]: "staff" } } as const;

/**
 * On a field of a learner's own type: its value reads other learners' rows (a rank, a leaderboard) or the clock,
 * which nothing announces, so an answer selecting it is never kept. The type's other fields still may be.
 */
export const neverKept = { extensions: { [CONTENT_CACHE]: "never" } } as const;

export function contentCacheMark(definition: {
  extensions?: Readonly<Record<string, unknown>> | null;
}): ContentCacheMark | undefined {
  const mark = definition.extensions?.[CONTENT_CACHE];
  return mark === "public" || mark === "viewer" || mark === "staff" || mark === "learner" || mark === "never"
    ? mark
    : undefined;
}
