import {
  GraphQLBoolean,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  isObjectType,
  parse,
} from "graphql";
import { describe, expect, it } from "vitest";
import { toSchema } from "../../index.ts";
import type { Viewer } from "../../context.ts";
import {
  apartFromActivity,
  cacheScopeFor,
  cachePlan,
  contentScope,
  unmarkedContentTypes,
} from "./content-cache-policy.ts";
import {
  CONTENT_DISCUSSION,
  contentCacheMark,
  discussionPosts,
  learnerOwn,
  learnerOwnApartFromActivity,
  learnerOwnWithDiscussion,
  learnerOwnWithDiscussionFoundAtRunTime,
  publicContent,
  viewerDependent,
} from "./content-cache-marks.ts";

const schema = toSchema();
const scopeOf = (source: string, operationName?: string) => contentScope(schema, parse(source), operationName);

describe("content cache policy", () => {
  it("shares catalogue and course reads between every non-admin viewer", () => {
    expect(
      scopeOf(`{ courses(search: "java") { id title categories lessonCount totalMinutes } courseCategories }`),
    ).toBe("shared");
    expect(
      scopeOf(`
        query Course($id: ID!) { course(id: $id) { ...Fields lessons { id title contents { id type question { options } } course { ...Fields } } } }
        fragment Fields on Course { id title __typename }`),
    ).toBe("shared");
    expect(scopeOf(`query Lesson { lesson(id: "l1") { id contents { content } } }`)).toBe("shared");
  });

  it("shares reads of viewer fields without a batch loader only between anonymous viewers", () => {
    expect(scopeOf(`{ course(id: "c1") { lessons { viewerProgress { status } } } }`)).toBe("anonymous");
    expect(scopeOf(`{ courses { id isEnrolled viewerProgress { percent } } }`)).toBe("anonymous");
  });

  it("overlays viewer fields that each have a batch loader (decision 026)", () => {
    expect(scopeOf(`{ courses { id isEnrolled } }`)).toBe("overlay");
    expect(
      scopeOf(`{ courses { mine: isEnrolled } course(id: "c1") { ...F } } fragment F on Course { isEnrolled }`),
    ).toBe("overlay");
  });

  it("keeps the viewer's own rows per learner (decision 047)", () => {
    expect(scopeOf(`{ me { id firstName } }`)).toBe("learner");
    expect(scopeOf(`{ courses { id } myEnrollments { courseId course { title isEnrolled } } }`)).toBe("learner");
    expect(scopeOf(`{ unreadNotificationCount notifications { items { id title } hasNextPage } }`)).toBe("learner");
    expect(scopeOf(`query P($c: ID!) { courseProgress(courseId: $c) { percent enrollment { status } } }`)).toBe(
      "learner",
    );
    expect(scopeOf(`{ myPurchases { id status invoice { number creditNote { number } } course { title } } }`)).toBe(
      "learner",
    );
    expect(scopeOf(`{ gstStates { code } myPlaceOfSupply notificationOptIns { kind on } }`)).toBe("learner");
    // Their practice progress is announced and bounded by the Indian day (decision 048); their analytics by their
    // answers and the percentile's age (decision 054). A lesson's question count is announced with its posts (051).
    expect(scopeOf(`{ me { id } practiceProgress { dailyGoal today { date } } }`)).toBe("learner");
    expect(scopeOf(`{ me { id } practiceAnalytics { topics { percentile } } }`)).toBe("learner");
    expect(scopeOf(`{ me { id } lessonQuestions(lessonId: "l1") { totalCount } }`)).toBe("learner");
    // Its questions too, under that lesson's announcements, their authors' and the edit window (decision 052).
    expect(
      scopeOf(
        `{ lessonQuestions(lessonId: "l1") { totalCount pageInfo { hasNextPage } nodes { id authorName canEdit answers { authorName } } } }`,
      ),
    ).toBe("learner");
    // A single question is read by its id: kept too, under the lesson its execution names (decision 055).
    expect(scopeOf(`{ question(id: "q1") { id title answers { authorName canEdit } } }`)).toBe("learner");
    // A lesson's assignment: staff's rules under the content version, the learner's own submission (decision 049);
    // who the submission's learner is belongs to the grading queue.
    expect(scopeOf(`{ lessonAssignment(lessonId: "l1") { id dueAt mySubmission { late score files { url } } } }`)).toBe(
      "learner",
    );
    expect(scopeOf(`{ lessonAssignment(lessonId: "l1") { mySubmission { learner { name } } } }`)).toBeNull();
  });

  it("tells which learner answers may read the viewer's activity, lesson progress and practice (decision 050)", () => {
    const activity = (source: string) => cachePlan(schema, parse(source)).activity;
    // The bell, the notification list and the profile: a watching learner's progress reports keep them.
    expect(activity(`{ unreadNotificationCount }`)).toBe(false);
    expect(activity(`{ notifications(first: 5) { items { id title readAt } hasNextPage endCursor } }`)).toBe(false);
    expect(activity(`{ me { id firstName language } }`)).toBe(false);
    expect(activity(`{ me { id } courses { id title } }`)).toBe(false);
    // The lesson page's enrolment check and a lesson's assignment with the learner's own submission.
    expect(activity(`query E($c: ID!) { enrollmentStatus(courseId: $c) }`)).toBe(false);
    expect(activity(`{ lessonAssignment(lessonId: "l1") { dueAt mySubmission { late score files { url } } } }`)).toBe(
      false,
    );
    // Unmarked learner rows, viewer fields and everything they sit beside are dropped with the learner's activity.
    expect(activity(`query P($c: ID!) { courseProgress(courseId: $c) { percent } }`)).toBe(true);
    expect(activity(`{ me { id } myEnrollments { courseId } }`)).toBe(true);
    expect(activity(`{ unreadNotificationCount practiceProgress { dailyGoal } }`)).toBe(true);
    expect(activity(`{ course(id: "c1") { lessons { viewerProgress { status } } } }`)).toBe(true);
    // An enrolment, a seat and a mock test's attempts are no activity: the course page kept per learner, the exam
    // list and the mock test list outlive a watching learner's reports; its progress does not.
    expect(activity(`{ courses { id isEnrolled } }`)).toBe(false);
    expect(activity(`{ exams { id isRegistered } mockTests { id myAttempts { id } } }`)).toBe(false);
    expect(activity(`{ course(id: "c1") { isEnrolled viewerProgress { percent } } }`)).toBe(true);
  });

  it("names the lessons whose discussion an operation reads, from its arguments and variables (decision 051)", () => {
    const lessons = (source: string, variables: Record<string, unknown> = {}) =>
      cachePlan(schema, parse(source)).discussions?.(variables);
    expect(lessons(`{ lessonQuestions(lessonId: "l1") { totalCount } }`)).toEqual(["l1"]);
    expect(
      lessons(
        `query C($l: ID!) { a: lessonQuestions(lessonId: $l, first: 1) { totalCount } b: lessonQuestions(lessonId: "l2") { totalCount } }`,
        {
          l: "l1",
        },
      ),
    ).toEqual(["l1", "l2"]);
    // A document that reads no discussion plans none: a learner's every other read pays no lesson list.
    expect(cachePlan(schema, parse(`{ me { id } unreadNotificationCount }`)).discussions).toBeUndefined();
  });

  it("lets a field of a type apart from activity read it when it is marked itself", () => {
    const Account = new GraphQLObjectType({
      name: "Account",
      ...learnerOwnApartFromActivity,
      fields: { name: { type: GraphQLString }, streak: { type: GraphQLString, ...learnerOwn } },
    });
    const Query = new GraphQLObjectType({
      name: "Query",
      fields: {
        account: { type: Account, ...learnerOwnApartFromActivity },
        progress: { type: GraphQLString, ...learnerOwn },
      },
    });
    const built = new GraphQLSchema({ query: Query });
    const activity = (source: string) => cachePlan(built, parse(source)).activity;
    expect(activity(`{ account { name } }`)).toBe(false);
    expect(activity(`{ account { name streak } }`)).toBe(true);
    expect(activity(`{ account { name } progress }`)).toBe(true);
  });

  it("never caches personal data, other listings, writes or introspection", () => {
    expect(scopeOf(`{ news { id } staffNews { id } }`)).toBeNull();
    expect(scopeOf(`mutation { enroll(courseId: "c1") { courseId } }`)).toBeNull();
    expect(scopeOf(`{ __schema { queryType { name } } }`)).toBeNull();
    expect(scopeOf(`{ courses { id updatedAt } }`)).toBe("shared");
    for (const field of ["archived", "enrollmentCount", "owner { id }"])
      expect(scopeOf(`{ course(id: "c1") { id ${field} } }`)).toBeNull();
    expect(scopeOf(`{ staffCourses { id title } }`)).toBeNull();
    expect(scopeOf(`{ staffCourse(id: "c1") { id lessons { id } } }`)).toBeNull();
    expect(scopeOf(`{ course(id: "c1") { id } } query Other { courses { id } }`)).toBeNull();
    expect(scopeOf(`query A { me { id } } query B { courses { id } }`, "B")).toBe("shared");
  });

  it("reads through for staff, who see the drafts they author through the same fields", () => {
    const student: Viewer = { userId: "u1", authId: "a1", role: "student" };
    const admin: Viewer = { userId: "u2", authId: "a2", role: "admin" };
    const instructor: Viewer = { userId: "u3", authId: "a3", role: "instructor" };
    expect([
      cacheScopeFor("shared", null),
      cacheScopeFor("shared", student),
      cacheScopeFor("shared", admin),
      cacheScopeFor("shared", instructor),
    ]).toEqual(["shared", "shared", null, null]);
    // A signed-in viewer's answer with viewer fields (their own rows) is kept for them alone (decision 047).
    expect([
      cacheScopeFor("anonymous", null),
      cacheScopeFor("anonymous", student),
      cacheScopeFor("anonymous", admin),
    ]).toEqual(["anonymous", "learner", null]);
    expect([
      cacheScopeFor("learner", null),
      cacheScopeFor("learner", student),
      cacheScopeFor("learner", admin),
      cacheScopeFor("learner", instructor),
    ]).toEqual([null, "learner", null, null]);
    expect([
      cacheScopeFor("overlay", null),
      cacheScopeFor("overlay", student),
      cacheScopeFor("overlay", admin),
      cacheScopeFor("overlay", instructor),
    ]).toEqual(["overlay", "overlay", null, null]);
    expect(cacheScopeFor(null, null)).toBeNull();
  });

  it("derives cacheability from the marks on types and fields, not from a list", () => {
    // ImageSources is what the catalogue's and course page's thumbnails select: a hand list once missed it.
    expect(scopeOf(`{ courses { id thumbnailSources { srcSet sources { type srcSet } } } }`)).toBe("shared");
    expect(scopeOf(`{ about { mission team { name imageSources { src } } } }`)).toBe("shared");
    expect(scopeOf(`{ exams { id isFull isRegistered } examCategories { name count } }`)).toBe("anonymous");
  });

  it("reaches only marked types from the public root fields", () => {
    expect(unmarkedContentTypes(schema)).toEqual([]);
  });

  it("names a type added under public content without a mark", () => {
    const Unmarked = new GraphQLObjectType({ name: "Unmarked", fields: { note: { type: GraphQLString } } });
    const Progress = new GraphQLObjectType({ name: "Progress", fields: { done: { type: GraphQLBoolean } } });
    const Item = new GraphQLObjectType({
      name: "Item",
      ...publicContent,
      fields: {
        title: { type: GraphQLString },
        extra: { type: Unmarked },
        mine: { type: Progress, ...viewerDependent },
      },
    });
    const Query = new GraphQLObjectType({
      name: "Query",
      fields: { items: { type: Item, ...publicContent }, other: { type: Unmarked } },
    });
    const built = new GraphQLSchema({ query: Query });
    expect(unmarkedContentTypes(built)).toEqual([
      "Unmarked (reached by Query.items.extra) is not marked public content",
    ]);
    expect(contentScope(built, parse(`{ items { title mine { done } } }`))).toBe("anonymous");
    expect(contentScope(built, parse(`{ items { title extra { note } } }`))).toBeNull();
  });

  it("keeps a discussion's posts only under the root field that names their lesson (decisions 051, 052)", () => {
    const Post = new GraphQLObjectType({ name: "Post", ...discussionPosts, fields: { body: { type: GraphQLString } } });
    const Account = new GraphQLObjectType({
      name: "Account",
      ...learnerOwn,
      fields: { name: { type: GraphQLString }, lastPost: { type: Post } },
    });
    const Query = new GraphQLObjectType({
      name: "Query",
      fields: {
        posts: {
          type: new GraphQLList(Post),
          args: { lessonId: { type: GraphQLString } },
          ...learnerOwnWithDiscussion("lessonId"),
        },
        thread: { type: Post, args: { id: { type: GraphQLString } }, ...learnerOwnWithDiscussionFoundAtRunTime },
        account: { type: Account, ...learnerOwn },
      },
    });
    const built = new GraphQLSchema({ query: Query });
    const scope = (source: string) => contentScope(built, parse(source));
    expect(scope(`{ posts(lessonId: "l1") { body } }`)).toBe("learner");
    // A thread read by a post's id: its lesson is named as it runs (decision 055), none is known before.
    const thread = cachePlan(built, parse(`{ thread(id: "p1") { body } }`));
    expect(thread).toMatchObject({ scope: "learner", discussionsAtRunTime: true });
    expect(thread.discussions).toBeUndefined();
    expect(cachePlan(built, parse(`{ posts(lessonId: "l1") { body } }`)).discussionsAtRunTime).toBeUndefined();
    expect(scope(`{ account { name } }`)).toBe("learner");
    // The post of some lesson the request does not name: no announcement of it would reach this answer.
    expect(scope(`{ account { lastPost { body } } }`)).toBeNull();
    expect(scope(`{ account { ... on Account { lastPost { body } } } }`)).toBeNull();
  });

  it("keeps a learner type's rows only under a learner root: under a public one they would be someone else's", () => {
    const Account = new GraphQLObjectType({
      name: "Account",
      ...learnerOwn,
      fields: { name: { type: GraphQLString } },
    });
    const Item = new GraphQLObjectType({
      name: "Item",
      ...publicContent,
      fields: () => ({ title: { type: GraphQLString }, author: { type: Account } }),
    });
    const Mine = new GraphQLObjectType({
      name: "Mine",
      ...learnerOwn,
      fields: { item: { type: Item }, account: { type: Account } },
    });
    const Query = new GraphQLObjectType({
      name: "Query",
      fields: { items: { type: Item, ...publicContent }, mine: { type: Mine, ...learnerOwn } },
    });
    const built = new GraphQLSchema({ query: Query });
    const scope = (source: string) => contentScope(built, parse(source));
    expect(scope(`{ mine { account { name } item { title } } }`)).toBe("learner");
    expect(scope(`{ items { title author { name } } }`)).toBeNull();
    expect(scope(`{ mine { item { author { name } } } }`)).toBeNull();
    // Reached from public content, a learner type turns caching off there: named like an unmarked one.
    expect(unmarkedContentTypes(built)).toEqual([
      "Account (reached by Query.items.author) is not marked public content",
    ]);
  });

  // A field added to a public type is served from the cache to everyone, one added to a learner type to its
  // learner: its author decides whether it depends on the viewer (viewerDependent), is staff only (staffOnly), and
  // which tables it reads (the content version's triggers, or learner_changed's, decision 047). This file is the
  // record of those decisions; a new field changes it and fails here until reviewed.
  it("records every field of the public and learner types and its mark", async () => {
    const lines = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) && ["public", "learner"].includes(contentCacheMark(type) ?? ""))
      .flatMap((type) =>
        Object.values((type as GraphQLObjectType).getFields()).map((field) => {
          const mark = contentCacheMark(field) ?? contentCacheMark(type);
          // Decision 050: a learner or viewer field apart from the viewer's activity outlives their progress reports.
          const apart =
            (mark === "learner" || mark === "viewer") && apartFromActivity(type as GraphQLObjectType, field, false);
          // Decisions 051 and 052: a discussion's posts are kept only under the root field naming their lesson.
          const posts = type.extensions[CONTENT_DISCUSSION] === true ? ", a lesson's discussion" : "";
          return `${type.name}.${field.name}: ${mark}${apart ? " apart from activity" : ""}${posts}`;
        }),
      );
    const query = schema.getQueryType()!;
    const roots = Object.values(query.getFields())
      .filter((field) => contentCacheMark(field) === "public" || contentCacheMark(field) === "learner")
      .map((field) => {
        if (contentCacheMark(field) !== "learner") return `Query.${field.name}`;
        // Decisions 051 and 055: the lesson whose posts drop the answer, named by an argument or as it runs.
        const lesson = field.extensions[CONTENT_DISCUSSION];
        const reads =
          lesson === true ? ", a lesson's discussion found as it runs" : lesson ? `, the discussion of ${lesson}` : "";
        return `Query.${field.name}: learner${apartFromActivity(query, field, true) ? " apart from activity" : ""}${reads}`;
      });
    await expect([...roots, ...lines].sort().join("\n") + "\n").toMatchFileSnapshot("./content-cache-fields.txt");
  });
});
