// Which GraphQL operations read only public content, and so may be answered from the gateway's content cache for
// as long as the database's content version holds (decisions 005, 020). Derived from the marks each type and field
// carries where it is defined (content-cache-marks.ts), never from a list kept here.
import {
  getArgumentValues,
  getNamedType,
  isLeafType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { Viewer } from "../../context.ts";
import { seesPublicCourses } from "../courses/course-visibility.ts";
import {
  CONTENT_ACTIVITY,
  CONTENT_CACHE,
  CONTENT_DISCUSSION,
  CONTENT_LANGUAGE,
  contentCacheMark,
  viewerBatchOf,
} from "./content-cache-marks.ts";

/**
 * "shared": the same answer for every non-staff viewer; "overlay": the same but for viewer fields that each have a
 * batch loader (decision 026), so shared by every non-staff viewer with those fields resolved per viewer;
 * "anonymous": shared among anonymous viewers, kept per signed-in viewer (its viewer fields read only their own
 * rows); "learner": the signed-in viewer's own rows (a root field marked `learnerOwn`), kept per viewer (decision
 * 047); null: never cached (mutations, other data, introspection).
 */
export type ContentScope = "shared" | "overlay" | "anonymous" | "learner" | null;

/**
 * What the cache needs to know of one query, from one walk of its selections (run once per parsed document):
 * - `scope`: who may share its answer (above);
 * - `language`: its answer depends on the request's language (a field marked `readsLanguage`), so it is kept per
 *   language and one language's answer is never handed to another;
 * - `activity`: it may read the viewer's own activity (lesson progress, practice): any learner or viewer field not
 *   marked `learnerOwnApartFromActivity` may. Such an answer does not outlive the learner's progress reports and
 *   practice answers (decision 050);
 * - `discussions`: present only when it reads the discussion of a lesson (`learnerOwnWithDiscussion`, decision
 *   051): given the coerced variables, the lessons whose posts drop its kept answer; undefined when an argument
 *   cannot be read;
 * - `discussionsAtRunTime`: it reads a discussion whose lesson its execution names (`Context.answerReadsDiscussion`,
 *   `learnerOwnWithDiscussionFoundAtRunTime`, decision 055); kept only if the execution named one.
 */
export interface CachePlan {
  scope: ContentScope;
  language: boolean;
  activity: boolean;
  discussions?: (variables: Record<string, unknown>) => string[] | undefined;
  discussionsAtRunTime?: boolean;
}

export function cachePlan(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): CachePlan {
  const walk = walkOperation(schema, document, operationName);
  if (!walk) return { scope: null, language: false, activity: true };
  const scope: ContentScope = walk.learner
    ? "learner"
    : walk.unbatched
      ? "anonymous"
      : walk.batched
        ? "overlay"
        : "shared";
  const plan: CachePlan = { scope, language: walk.language, activity: walk.activity };
  if (walk.discussionsAtRunTime) plan.discussionsAtRunTime = true;
  const reads = walk.discussions;
  if (reads.length > 0)
    plan.discussions = (variables) => {
      const lessons: string[] = [];
      for (const { field, node, arg } of reads) {
        const value = getArgumentValues(field, node, variables)[arg];
        if (typeof value !== "string" && typeof value !== "number") return undefined;
        lessons.push(String(value));
      }
      return lessons;
    };
  return plan;
}

export function contentScope(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName?: string | null,
): ContentScope {
  return cachePlan(schema, document, operationName).scope;
}

/** The walk of a query's selections; undefined when it reaches outside public content. */
function walkOperation(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null) {
  const operation = findOperation(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== "query" || !queryType) return undefined;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk = new ScopeWalk(schema, fragments);
  return walk.selections(operation.selectionSet, queryType) ? walk : undefined;
}

/**
 * Whether a viewer may be given an answer cached under `scope`, and under which key prefix. Under "overlay" the
 * entry is the anonymous viewer's answer; a signed-in viewer gets it with the viewer fields resolved afresh. Under
 * "learner" the entry is this signed-in viewer's alone, kept while nothing announced a change of their rows.
 */
export function cacheScopeFor(
  scope: ContentScope,
  viewer: Viewer | null,
): "shared" | "overlay" | "anonymous" | "learner" | null {
  // Viewers who see drafts (admins, instructors for their own) get them through the same fields: they always read through.
  if (scope === null || !seesPublicCourses(viewer)) return null;
  if (scope === "anonymous" || scope === "learner") return viewer ? "learner" : scope === "anonymous" ? scope : null;
  return scope;
}

function findOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

class ScopeWalk {
  /** A viewer field was selected that has a batch loader, or one that has none (or arguments, or a selection). */
  batched = false;
  unbatched = false;
  /** A field whose answer depends on the request's language was selected. */
  language = false;
  /** A root field of the viewer's own rows was selected (`learnerOwn`). */
  learner = false;
  /** A learner or viewer field was selected that may read the viewer's activity (decision 050). */
  activity = false;
  /** Root fields that read the discussion of the lesson one of their arguments names (decision 051). */
  readonly discussions: Array<{ field: GraphQLField<unknown, unknown>; node: FieldNode; arg: string }> = [];
  /** A root field was selected that reads the discussion of a lesson it finds as it runs (decision 055). */
  discussionsAtRunTime = false;
  private readonly entered = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /**
   * False as soon as a selection reaches outside public content and the viewer's own rows. `own`: the parent was
   * reached through a field of the viewer's own rows, so a `learnerOwn` field of it is theirs too; through any other
   * field, a row of a learner type would be someone else's. `discussion`: reached under a root field that reads a
   * lesson's discussion, the only place a type of its posts may be kept (`discussionPosts`).
   */
  selections(selectionSet: SelectionSetNode, parent: GraphQLNamedType, own = false, discussion = false): boolean {
    if (!isObjectType(parent)) return false;
    if (parent.extensions[CONTENT_DISCUSSION] === true && !discussion) return false;
    const isRoot = parent === this.schema.getQueryType();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === "__typename") continue;
        const field = parent.getFields()[name];
        if (!field) return false;
        const mark = fieldMark(parent, field, isRoot);
        if ((mark === "learner" || mark === "viewer") && !apartFromActivity(parent, field, isRoot))
          this.activity = true;
        if (mark === "learner") {
          if (!isRoot && !own) return false;
          this.learner = true;
          const lessonArg = field.extensions[CONTENT_DISCUSSION];
          if (lessonArg !== undefined) {
            // Only a root field's arguments are known before execution, and only a root field names its lesson.
            if (!isRoot) return false;
            if (lessonArg === true) this.discussionsAtRunTime = true;
            else if (typeof lessonArg === "string") this.discussions.push({ field, node: selection, arg: lessonArg });
            else return false;
          }
          const under = discussion || lessonArg !== undefined;
          if (selection.selectionSet && !this.selections(selection.selectionSet, getNamedType(field.type), true, under))
            return false;
          continue;
        }
        if (mark !== "public" && mark !== "viewer") return false;
        if (field.extensions[CONTENT_LANGUAGE]) this.language = true;
        if (mark === "viewer") {
          const leaf = !selection.selectionSet && !selection.arguments?.length && viewerBatchOf(field);
          if (leaf) this.batched = true;
          else this.unbatched = true;
          continue;
        }
        if (selection.selectionSet && !this.selections(selection.selectionSet, getNamedType(field.type))) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (!type || !this.selections(selection.selectionSet, type, own, discussion)) return false;
      } else {
        const fragment = this.fragments.get(selection.name.value);
        const type = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type) return false;
        // A fragment spread twice at the same type needs walking once.
        const key = `${fragment.name.value}@${parent.name}${own ? " own" : ""}${discussion ? " discussion" : ""}`;
        if (this.entered.has(key)) continue;
        this.entered.add(key);
        if (!this.selections(fragment.selectionSet, type, own, discussion)) return false;
      }
    }
    return true;
  }
}

/**
 * What a field's answer is to the cache: its own mark, else its type's ("public" for every unmarked field of a
 * public type, "learner" for one of a learner type). Root fields are cached only when marked public or learner
 * themselves; a viewer mark on a root field means nothing.
 */
function fieldMark(parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, isRoot: boolean) {
  const own = contentCacheMark(field);
  if (isRoot) return own === "public" || own === "learner" ? own : undefined;
  const inherited = contentCacheMark(parent);
  return own ?? (inherited === "public" || inherited === "learner" ? inherited : undefined);
}

/**
 * Whether a learner or viewer field reads none of the viewer's activity: marked so itself, or (not a root field,
 * and without a mark of its own) its type is.
 */
export function apartFromActivity(
  parent: GraphQLObjectType,
  field: GraphQLField<unknown, unknown>,
  isRoot: boolean,
): boolean {
  if (field.extensions[CONTENT_CACHE] !== undefined || isRoot) return field.extensions[CONTENT_ACTIVITY] === false;
  return parent.extensions[CONTENT_ACTIVITY] === false;
}

/**
 * Every type a public root field reaches through fields that are shared is public content, and every type a
 * learner root field reaches is public content or the viewer's own: a type added under Course (or under a listing,
 * or under `me`) without its mark would otherwise turn caching off for every page that selects it, and nobody
 * would notice. Returns one line per type reached without a mark, with the path that reaches it.
 */
export function unmarkedContentTypes(schema: GraphQLSchema): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType, path: string, own: boolean) => {
    if (isLeafType(type) || seen.has(`${type.name}${own}`)) return;
    seen.add(`${type.name}${own}`);
    const mark = isObjectType(type) ? contentCacheMark(type) : undefined;
    if (mark !== "public" && !(own && mark === "learner")) {
      problems.push(`${type.name} (reached by ${path}) is not marked ${own ? "public or learner" : "public"} content`);
      return;
    }
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const fieldOf = fieldMark(type as GraphQLObjectType, field, false);
      if (fieldOf === "public" || (own && fieldOf === "learner"))
        visit(getNamedType(field.type), `${path}.${field.name}`, fieldOf === "learner");
    }
  };
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const mark = fieldMark(schema.getQueryType()!, field, true);
    if (mark) visit(getNamedType(field.type), `Query.${field.name}`, mark === "learner");
  }
  return problems;
}
