// What a GraphQL request may ask for, priced before anything runs: each value in the answer costs 1, and a list
// multiplies its items' cost by the number of items it can hold (decisions 015 and 032): its `limit` (or `first`)
// when given, its bound when the product has one, else a fixed guess. One budget covers the whole HTTP request, so a
// batch of five operations shares what one could spend. Third parties read this model in docs/architecture.md.
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
import { captionLimits, practiceLimits } from "@app/schema/input-limits";
import { refusal } from "./refusals.ts";
import { LANGUAGES } from "@app/schema/languages";

// The package's ESM build imports graphql/index.mjs, a second copy of graphql beside the CommonJS one the schema
// is built with ("Cannot use GraphQLObjectType from another module or realm"); its CommonJS build shares ours.
const { getComplexity } = createRequire(import.meta.url)("graphql-query-complexity") as {
  getComplexity: typeof GetComplexity;
};

/** A lesson video's renditions: the ladder's four and the audio-only one (gateway/src/video/ladder.ts). */
export const MAX_RENDITIONS = 5;

/**
 * Items a list can hold, by `Type.field`, when the request gives it no `limit` (or `first`). A bound the product
 * keeps is the price; a list without one is priced by a guess sized for a large deployment, not the seed, so that
 * a document that fits the budget today still fits when the catalogue grows (a catalogue of ~100 courses of ~30
 * lessons of up to ~10 contents each). A page's `items` or `nodes` count 1: its root field's `limit` or `first`
 * multiplies the page (its totals and cursor with it, a few values more per item).
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
  // A lesson video: its renditions, and a caption file per language up to the product's bound (docs/video.md).
  "LessonVideo.renditions": MAX_RENDITIONS,
  "LessonVideo.captions": captionLimits.languagesPerLesson,
  // A course's translations: at most one per interface language (docs/languages.md).
  "Course.translations": LANGUAGES.length,
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
  // A sample draw of a blueprint: a test's sections, each as many questions as a paper's section holds.
  "Query.staffMockTestDrawPreview": 5,
  "MockTestDrawPreviewSection.questions": 40,
  "StaffMockTestSection.questions": 40,
  // An attempt's paper as staff see it (decision 038): the test's sections and their questions.
  "StaffMockTestAttempt.sections": 5,
  "StaffMockTestAttemptSection.questions": 40,
  // A course's question bank, which sections draw from by tag (the console lists it whole).
  "Query.mockTestBank": 200,
  "StaffMockTestQuestion.options": 5,
  "StaffMockTestQuestion.optionsHi": 5,
  "StaffMockTestQuestion.tags": 10,
  "MockTestCsvQuestion.options": 5,
  "MockTestImport.questions": 200,
  // Lesson discussions (docs/discussions.md): a page of questions holds `first` (20 by default, at most 50), a
  // thread's answers without `limit` are priced at 100 (a busy question), the moderation page takes `limit`.
  "DiscussionQuestionConnection.nodes": 1,
  "DiscussionQuestion.answers": 100,
  "ModerationPage.items": 1,
  // Assignments (docs/assignments.md): a page of the grading queue holds `first` (at most 50) submissions, a
  // submission at most assignmentLimits.filesPerSubmission files.
  "GradingQueuePage.items": 1,
  "Submission.files": 5,
  // A page of the notification centre holds `first` (at most 50, notifications.schema.ts).
  "NotificationPage.items": 1,
  // Daily practice (docs/practice.md): a set holds its `size` (at most practiceLimits.setSize.max), four or five
  // options in each language; a bank of a few subjects of ~20 topics; the heat map at most 53 weeks of days.
  "PracticeSet.questions": practiceLimits.setSize.max,
  "PracticeQuestion.optionsEn": practiceLimits.options.max,
  "PracticeQuestion.optionsHi": practiceLimits.options.max,
  "PracticeQuestion.exams": 6,
  "Query.practiceSubjects": 10,
  "PracticeSubject.topics": 20,
  "PracticeProgress.days": practiceLimits.heatMapWeeks.max * 7,
  "PracticeAnalytics.topics": 200,
  // The staff's bank: a page holds its `limit`; a CSV export at most as many rows as an import takes (bank-csv.ts).
  "StaffPracticeQuestionPage.items": 1,
  "PracticeQuestionSave.nearDuplicates": 10,
  "PracticeBankCsv.rows": 2_000,
  "PracticeQuestionStatsPage.items": 1,
  // The console's orders (docs/payments.md): a page holds its `limit`.
  "StaffOrderPage.items": 1,
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

/** The list that cost an operation the most, as a refusal names it (how to fit the budget). */
export interface CostliestList {
  /** `Type.field`, e.g. `Query.courses`. */
  field: string;
  /** Its price, all its items included, each time its parent holds it. */
  cost: number;
  /** The items it was priced at. */
  items: number;
  /** Whether the request gave it a `limit` or `first`. */
  limited: boolean;
  /** The argument that sizes it (`limit` or `first`), if it takes one. */
  argument?: string;
}

interface CostContext {
  listAliases: number;
  costliest?: CostliestList;
}

const SIZE_ARGUMENTS = ["limit", "first"];

// Prefers a list the client could narrow and did not: that is where a `limit` helps.
function costlier(list: CostliestList, than: CostliestList | undefined): boolean {
  if (!than) return true;
  const open = (candidate: CostliestList) => candidate.argument !== undefined && !candidate.limited;
  if (open(list) !== open(than)) return open(list);
  return list.cost > than.cost;
}

const estimator: ComplexityEstimator = ({ type, field, node, args, childComplexity, context }) => {
  // Introspection is answered from the schema in memory, bounded by its size, not the data's; GraphiQL's own query
  // nests lists of types, fields and arguments. Production turns it off (GRAPHQL_INTROSPECTION).
  if (type.name.startsWith("__") || field.name.startsWith("__")) return 0;
  if (isLeafType(getNamedType(field.type))) return 1;
  const costs = context as CostContext;
  const list = isListType(getNullableType(field.type));
  if (list && node.alias) costs.listAliases++;
  const size = SIZE_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === "number");
  const limit = typeof size === "number" ? size : undefined;
  const items = limit ?? (list ? (LIST_SIZES[`${type.name}.${field.name}`] ?? DEFAULT_LIST_SIZE) : 1);
  const cost = items * (1 + childComplexity);
  if (list || limit !== undefined) {
    const argument = field.args.find((candidate) => SIZE_ARGUMENTS.includes(candidate.name))?.name;
    const limited = limit !== undefined;
    const candidate = { field: `${type.name}.${field.name}`, cost, items, limited, ...(argument && { argument }) };
    if (costlier(candidate, costs.costliest)) costs.costliest = candidate;
  }
  return cost;
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
  /** Absent when the operation has no list. */
  costliest?: CostliestList;
}

/**
 * Prices of trusted documents whose price cannot depend on their variables, by document and operation name. The
 * video player reports progress every 5 s (spec section 8) with the same trusted mutation: walking its document on
 * each report took about a tenth of the gateway's CPU for it (docs/performance.md, Capacity). A price
 * depends on variables only through a `limit` or `first` argument (the estimator's list size) or @skip/@include; a document
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
        enter: (node) => void (SIZE_ARGUMENTS.includes(node.name.value) && inPriced++),
        leave: (node) => void (SIZE_ARGUMENTS.includes(node.name.value) && inPriced--),
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
    return { cost, listAliases: context.listAliases, ...(context.costliest && { costliest: context.costliest }) };
  } catch (error) {
    if (error instanceof Error && /maximum allowed number of nodes/.test(error.message))
      return { cost: Infinity, listAliases: context.listAliases };
    return null;
  }
}

const count = (value: number) => value.toLocaleString("en-US");

/** How to fit the budget: the list that cost the most and what would lower it. */
function advice(costliest: CostliestList | undefined): string {
  if (!costliest) return "Select fewer fields or split the request.";
  const { field, cost, items, limited, argument } = costliest;
  const sized = limited ? `its ${argument ?? "limit"} of ${count(items)}` : `${count(items)} items without a limit`;
  const priced = `The costliest list is ${field}, ${count(cost)} where it appears (priced at ${sized})`;
  if (argument && !limited) return `${priced}: pass it \`${argument}\` to ask for fewer, or split the request.`;
  if (argument) return `${priced}: pass it a smaller \`${argument}\`, select fewer fields, or split the request.`;
  return `${priced}: select fewer fields under it, or split the request.`;
}

/** Refuses a request (all operations of a batch together) over `budget`, before any of them runs. */
export function checkRequestCost(options: CostOptions & { budget: number }, requests: OperationRequest[]): void {
  let total = 0;
  let costliest: CostliestList | undefined;
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
    if (priced.costliest && costlier(priced.costliest, costliest)) costliest = priced.costliest;
  }
  if (total > options.budget) {
    if (!Number.isFinite(total)) {
      throw refusal(
        "query_too_costly",
        `Request too costly: over ${count(MAX_PRICED_NODES)} selections to price (fragments that multiply); ` +
          `at most ${count(options.budget)} per request`,
      );
    }
    throw refusal(
      "query_too_costly",
      `Request too costly: ${count(total)}, at most ${count(options.budget)} per request (batched operations count ` +
        `together). ${advice(costliest)}`,
    );
  }
}
