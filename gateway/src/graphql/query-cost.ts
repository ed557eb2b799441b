// What a GraphQL request may ask for, priced before anything runs: each value in the answer costs 1, and a list
// multiplies its items' cost by the number of items it can hold (decision 015). One budget covers the whole HTTP
// request, so a batch of five operations shares what one could spend.
import {
  getNamedType,
  getOperationAST,
  getNullableType,
  isLeafType,
  isListType,
  parse,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { createRequire } from "node:module";
import type { ComplexityEstimator, getComplexity as GetComplexity } from "graphql-query-complexity";
import { refusal } from "./refusals.ts";

// The package's ESM build imports graphql/index.mjs, a second copy of graphql beside the CommonJS one the schema
// is built with ("Cannot use GraphQLObjectType from another module or realm"); its CommonJS build shares ours.
const { getComplexity } = createRequire(import.meta.url)("graphql-query-complexity") as {
  getComplexity: typeof GetComplexity;
};

/**
 * Items a list can hold, by `Type.field`: sized for a large deployment, not the seed, so that a document that
 * fits the budget today still fits when the catalogue grows (a catalogue of ~100 courses of ~30 lessons of up
 * to ~10 contents each). A field with a `limit` argument holds that many; a page's `items` are counted there.
 */
export const LIST_SIZES: Record<string, number> = {
  "Query.courses": 100,
  "Query.staffCourses": 100,
  "Course.lessons": 30,
  "Lesson.contents": 10,
  // A practice question has four options, one correct (the console's QuestionInput, question-input.ts).
  "Question.options": 4,
  "Query.lessonContents": 10,
  // One modern format per stored picture, WebP (schema/src/modules/shared/image-variants.ts); AVIF would make it 2.
  "ImageSources.sources": 1,
  "AuditPage.items": 1,
  "UserPage.items": 1,
  "Dashboard.daily": 31,
  "Dashboard.topCourses": 10,
  // A lesson video: four video renditions and the audio-only one; a caption file per language (docs/video.md).
  "LessonVideo.renditions": 5,
  "LessonVideo.captions": 5,
  // A mock test (docs/mock-tests.md): a few sections of up to ~40 questions each (papers of 100-200 questions), four
  // or five options in each language, the top 10 and a learner's own few attempts.
  "Query.mockTests": 40,
  "MockTest.sections": 5,
  "MockTest.myAttempts": 5,
  "MockTestAttempt.sections": 5,
  "MockTestAttempt.answers": 200,
  "MockTestPaperSection.questions": 40,
  "MockTestQuestion.options": 5,
  "MockTestQuestion.optionsHi": 5,
  "MockTestResult.sections": 5,
  "MockTestResult.solutions": 200,
  "MockTestResult.leaderboard": 10,
  "MockTestSolution.options": 5,
  "MockTestSolution.optionsHi": 5,
  "StaffMockTest.sections": 5,
  "StaffMockTestSection.questions": 40,
  // A course's question bank, which sections draw from by tag (the console lists it whole).
  "Query.mockTestBank": 200,
  "StaffMockTestQuestion.options": 5,
  "StaffMockTestQuestion.optionsHi": 5,
  "StaffMockTestQuestion.tags": 10,
  "MockTestCsvQuestion.options": 5,
  "MockTestImport.questions": 200,
  // Lesson discussions (docs/discussions.md): a page of questions holds at most 50 (`first`), a thread's answers are
  // priced at 100 (a busy question), the console's moderation page takes `limit` on its root field.
  "DiscussionQuestionConnection.nodes": 50,
  "DiscussionQuestion.answers": 100,
  "ModerationPage.items": 1,
  // Assignments (docs/assignments.md): a page of the grading queue holds at most `first` (max 50) submissions, a
  // submission at most assignmentLimits.filesPerSubmission files.
  "GradingQueuePage.items": 50,
  "Submission.files": 5,
  // A page of the notification centre: `first` is at most 50 (notifications.schema.ts).
  "NotificationPage.items": 50,
};

/** Any other list of objects (listings, news, enrollments, registrations...). */
export const DEFAULT_LIST_SIZE = 50;

/** Aliased list fields one operation may have: the client's documents use at most two. */
export const MAX_LIST_ALIASES = 4;

/**
 * Selections the pricing walks through (fragments expanded): bounds its own work on documents that nest
 * fragments to blow up (each level spreading the next several times). Past it, the request is too costly.
 */
export const MAX_PRICED_NODES = 5_000;

interface CostContext {
  listAliases: number;
}

const estimator: ComplexityEstimator = ({ type, field, node, args, childComplexity, context }) => {
  // Introspection is answered from the schema in memory, bounded by its size, not the data's; GraphiQL's own query
  // nests lists of types, fields and arguments. Production turns it off (GRAPHQL_INTROSPECTION).
  if (type.name.startsWith("__") || field.name.startsWith("__")) return 0;
  if (isLeafType(getNamedType(field.type))) return 1;
  const list = isListType(getNullableType(field.type));
  if (list && node.alias) (context as CostContext).listAliases++;
  const limit = typeof args.limit === "number" ? args.limit : undefined;
  const items = limit ?? (list ? (LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE) : 1);
  return items * (1 + childComplexity);
};

export interface OperationRequest {
  query?: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  extensions?: unknown;
}

export interface CostOptions {
  schema: GraphQLSchema;
  /** Most tokens a document may have (parsed here with graphql's own limit before Yoga parses it again). */
  maxTokens: number;
  /** Parsed documents by query text (Yoga's cache): a known text costs no second parse. */
  documents?: { get(query: string): DocumentNode | undefined };
  /** Trusted documents by id (decision 020): an operation sent by id is priced like its text, variables included. */
  persisted?: (id: string) => DocumentNode | undefined;
}

/** The id of a trusted document as Apollo's PersistedQueryLink sends it (extensions.persistedQuery.sha256Hash). */
function persistedId(extensions: unknown): string | undefined {
  if (typeof extensions !== "object" || extensions === null) return undefined;
  const persisted = (extensions as { persistedQuery?: unknown }).persistedQuery;
  if (typeof persisted !== "object" || persisted === null) return undefined;
  const hash = (persisted as { sha256Hash?: unknown }).sha256Hash;
  return typeof hash === "string" ? hash : undefined;
}

interface Priced {
  cost: number;
  listAliases: number;
}

/**
 * Prices of trusted documents whose price cannot depend on their variables, by document and operation name. The
 * video player reports progress every 5 s (spec section 8) with the same trusted mutation: walking its document on
 * each report took about a tenth of the gateway's CPU for it (docs/performance.md, Capacity). A price
 * depends on variables only through a `limit` argument (the estimator's list size) or @skip/@include; a document
 * with a variable in either is priced on every request. Only a price found is kept: variables that do not coerce
 * leave nothing to remember (Yoga refuses them).
 */
const trustedPrices = new WeakMap<OperationDefinitionNode, Priced>();
const variableIndependent = new WeakMap<DocumentNode, boolean>();

function priceIgnoresVariables(document: DocumentNode): boolean {
  let known = variableIndependent.get(document);
  if (known === undefined) {
    known = true;
    let inPriced = 0;
    visit(document, {
      Directive: { enter: () => void inPriced++, leave: () => void inPriced-- },
      Argument: {
        enter: (node) => void (node.name.value === "limit" && inPriced++),
        leave: (node) => void (node.name.value === "limit" && inPriced--),
      },
      Variable: () => void (inPriced > 0 && (known = false)),
    });
    variableIndependent.set(document, known);
  }
  return known;
}

/**
 * The cost of one operation and its aliased list fields; Infinity past MAX_PRICED_NODES; null when it cannot be
 * priced: not a document nor a trusted id, over the token limit, or invalid variables, which Yoga refuses with its
 * own errors.
 */
export function operationCost(options: CostOptions, request: OperationRequest): Priced | null {
  let document: DocumentNode | undefined;
  let trusted = false;
  if (typeof request.query === "string") {
    try {
      document =
        options.documents?.get(request.query) ??
        parse(request.query, { maxTokens: options.maxTokens, noLocation: true });
    } catch {
      return null;
    }
  } else {
    const id = persistedId(request.extensions);
    document = id === undefined ? undefined : options.persisted?.(id);
    trusted = true;
  }
  // Neither a text nor a known id: Yoga refuses it with its own error.
  if (!document) return null;
  if (!trusted || !priceIgnoresVariables(document)) return priceOf(options, document, request);
  // Kept per operation of the trusted set, never per name a client sends: a name no operation has is priced (and
  // refused by Yoga) every time, leaving nothing behind.
  const operation = getOperationAST(document, request.operationName);
  if (!operation) return priceOf(options, document, request);
  const known = trustedPrices.get(operation);
  if (known) return known;
  const priced = priceOf(options, document, request);
  if (priced) trustedPrices.set(operation, priced);
  return priced;
}

function priceOf(options: CostOptions, document: DocumentNode, request: OperationRequest): Priced | null {
  const context: CostContext = { listAliases: 0 };
  try {
    const cost = getComplexity({
      schema: options.schema,
      query: document,
      operationName: request.operationName ?? undefined,
      variables: request.variables ?? {},
      estimators: [estimator],
      context,
      maxQueryNodes: MAX_PRICED_NODES,
    });
    return { cost, listAliases: context.listAliases };
  } catch (error) {
    if (error instanceof Error && /maximum allowed number of nodes/.test(error.message))
      return { cost: Infinity, listAliases: context.listAliases };
    return null;
  }
}

/** Refuses a request (all operations of a batch together) over `budget`, before any of them runs. */
export function checkRequestCost(options: CostOptions & { budget: number }, requests: OperationRequest[]): void {
  let total = 0;
  for (const request of requests) {
    const priced = operationCost(options, request);
    if (!priced) continue;
    if (priced.listAliases > MAX_LIST_ALIASES) {
      throw refusal(
        "too_many_aliases",
        `Too many aliased lists: ${priced.listAliases}, at most ${MAX_LIST_ALIASES} per operation`,
      );
    }
    total += priced.cost;
  }
  if (total > options.budget) {
    const found = Number.isFinite(total) ? String(total) : `over ${MAX_PRICED_NODES} selections`;
    throw refusal(
      "query_too_costly",
      `Request too costly: ${found}, at most ${options.budget} per request (batched operations count together)`,
    );
  }
}
