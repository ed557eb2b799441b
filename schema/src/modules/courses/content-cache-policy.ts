// Which GraphQL operations read only public course content, and so may be answered from the gateway's content
// cache for as long as the database's content version (prisma migration 20261123000000_content_version) holds.
import {
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { Viewer } from "../../context.ts";
import { seesPublicCourses } from "./course-visibility.ts";

/** Root fields whose answer depends only on the course content tables (and, for staff, on drafts). */
export const contentRootFields = new Set(["courses", "course", "courseCategories", "lesson", "lessonContents"]);

/** Types read entirely from the course content tables, apart from the viewer fields below. */
export const contentTypes = new Set(["Course", "Lesson", "LessonContent", "Question", "LessonVideo", "VideoRendition", "LessonCaption"]);

/**
 * Fields of content types whose value depends on who asks. For anonymous viewers they are constant (false,
 * null), so anonymous answers can still be shared; a signed-in viewer asking for them is never served a copy.
 */
export const viewerFields = new Set(["Course.isEnrolled", "Course.viewerProgress", "Lesson.viewerProgress"]);

/**
 * Staff-only fields of content types (issue 16): they answer per author and read tables outside the content
 * version (enrollments, users), so an operation selecting one is never cached.
 */
export const staffFields = new Set(["Course.archived", "Course.enrollmentCount", "Course.owner"]);

/**
 * "shared": the same answer for every non-staff viewer; "anonymous": shared among anonymous viewers only;
 * null: never cached (mutations, other data, introspection).
 */
export type ContentScope = "shared" | "anonymous" | null;

export function contentScope(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null): ContentScope {
  const operation = findOperation(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== "query" || !queryType) return null;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const walk = new ScopeWalk(schema, fragments);
  return walk.selections(operation.selectionSet, queryType) ? walk.scope : null;
}

/** Whether a viewer may be given an answer cached under `scope`, and under which key prefix. */
export function cacheScopeFor(scope: ContentScope, viewer: Viewer | null): "shared" | "anonymous" | null {
  // Viewers who see drafts (admins, instructors for their own) get them through the same fields: they always read through.
  if (scope === null || !seesPublicCourses(viewer)) return null;
  if (scope === "anonymous") return viewer ? null : "anonymous";
  return "shared";
}

function findOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return operations.find((operation) => operation.name?.value === operationName);
  return operations.length === 1 ? operations[0] : undefined;
}

class ScopeWalk {
  scope: Exclude<ContentScope, null> = "shared";
  private readonly entered = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: Map<string, FragmentDefinitionNode>,
  ) {}

  /** False as soon as a selection reaches outside the course content. */
  selections(selectionSet: SelectionSetNode, parent: GraphQLNamedType): boolean {
    if (!isObjectType(parent)) return false;
    const isRoot = parent === this.schema.getQueryType();
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === "__typename") continue;
        if (isRoot ? !contentRootFields.has(name) : !contentTypes.has(parent.name)) return false;
        if (staffFields.has(`${parent.name}.${name}`)) return false;
        if (viewerFields.has(`${parent.name}.${name}`)) {
          this.scope = "anonymous";
          continue;
        }
        const field = parent.getFields()[name];
        if (!field) return false;
        if (selection.selectionSet && !this.selections(selection.selectionSet, getNamedType(field.type))) return false;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (!type || !this.selections(selection.selectionSet, type)) return false;
      } else {
        const fragment = this.fragments.get(selection.name.value);
        const type = fragment && this.schema.getType(fragment.typeCondition.name.value);
        if (!fragment || !type) return false;
        // A fragment spread twice at the same type needs walking once.
        const key = `${fragment.name.value}@${parent.name}`;
        if (this.entered.has(key)) continue;
        this.entered.add(key);
        if (!this.selections(fragment.selectionSet, type)) return false;
      }
    }
    return true;
  }
}
