// Answers of operations that read only public course content (the catalogue, course pages, lessons), kept in
// memory and served while the database's content version is unchanged. The version is raised by triggers in
// the writer's transaction and announced to every gateway sharing the database (decision 010): a hit costs no
// statement while this process hears the announcements, one primary-key read while it does not, instead of
// the operation's Prisma statements and GraphQL execution. REST routes and /graphql execute through it. An
// answer whose viewer fields all have batch loaders is kept as the anonymous viewer's, and signed-in readers get
// it with only those fields loaded for them (viewer-overlay.ts, decision 026). A signed-in learner's own answers
// are kept per learner while no change of their rows is announced (learner-answers.ts, decision 047).
import crypto from "node:crypto";
import {
  getOperationAST,
  getVariableValues,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { LRUCache } from "lru-cache";
import {
  cachePlan,
  cacheScopeFor,
  overlayPlan,
  type CachePlan,
  type Context,
  type OverlayPlan,
  type Viewer,
} from "@app/schema";
import type { Database } from "@app/db";
import type { KeptFor } from "../../metrics/metrics.ts";
import { learnerAnswers } from "./learner-answers.ts";
import { overlayText, prepareOverlay, type OverlayTemplate } from "./viewer-overlay.ts";

type Execute = (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
type AnyExecute = (args: ExecutionArgs) => unknown;

interface Entry {
  version: string;
  result: ExecutionResult;
  /** The answer's JSON text for POST /graphql, made on the first hit that needs it (REST shapes its own). */
  stringify: (sent: ExecutionResult) => string;
  key: string;
  text?: string;
  /** Under the "overlay" scope: the answer's text with holes for the viewer fields (viewer-overlay.ts). */
  template?: OverlayTemplate;
  /** Under the "learner" scope: the User id whose own answer this is. */
  learner?: string;
  /**
   * Under the "learner" scope, the other announced ids it is indexed under: the lessons whose discussion it read as
   * "lesson:<id>" (decision 051), the users whose names it shows (decision 052).
   */
  others?: readonly string[];
  /** When the answer stops holding without any write (`Context.answerHoldsUntil`, decision 048), in ms. */
  expiresAt?: number;
}

/** A GraphQL request as it arrives, before Yoga parses, validates and executes it. */
export interface RememberedRequest {
  document: DocumentNode;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  viewer: Viewer | null;
  /** The language the request reads in (Context.language). */
  language?: string;
  /** The resolver context of this request, for the viewer fields' batch loaders (decision 026). */
  context?: () => Context;
}

export interface ContentCache {
  /** `execute` that answers cacheable operations from memory while the content version holds. */
  wrap<E extends AnyExecute>(execute: E): E;
  /**
   * The /graphql bytes of a current remembered answer to this request, or undefined. Only a document that has
   * been executed through `wrap` is known, so it passed validation (with the same rules) before.
   */
  rememberedBytes(request: RememberedRequest): Promise<RememberedBytes | undefined>;
  /** Entries and bytes held, for tests and the readiness report. */
  stats(): { entries: number; bytes: number };
  /** Whether this `data` object is a remembered answer, handed as is to every request that hits it. */
  shares(data: unknown): boolean;
  /** UTF-8 bytes of a remembered answer's /graphql text, encoded once: hits send them instead of a fresh copy. */
  bytesOf(text: string): Buffer | undefined;
  /** Whether these bytes are a remembered answer's (from `rememberedBytes` or `bytesOf`), sent to every hit. */
  owns(bytes: Buffer): boolean;
  /** Stops hearing the database's learner changes and drops their answers. */
  close(): void;
}

export interface RememberedBytes {
  bytes: Buffer;
  /**
   * Whom the answer was kept for (`cacheScopeFor`): under "shared" the bytes are the same for every reader of
   * public courses, signed in or not; under "overlay" and "learner" they carry this viewer's own fields.
   */
  scope: Exclude<ReturnType<typeof cacheScopeFor>, null>;
  /** Under "learner": whether the content cache still holds this very answer (no change of theirs heard since). */
  holds?: () => boolean;
}

export interface ContentCacheOptions {
  /** Without `learnerChanges`, no learner's own answer is kept. */
  db: Pick<Database, "contentVersion"> & Partial<Pick<Database, "learnerChanges">>;
  /**
   * Upper bound of the JSON size of all cached answers; 0 turns the cache off. An answer also read over /graphql
   * keeps its text and bytes beside it, up to three times its JSON size.
   */
  maxBytes: number;
  /** Told whether each lookup found a current answer, and whose it was (the metrics' hits and misses). */
  onLookup?: (hit: boolean, keptFor: KeptFor) => void;
}

export function createContentCache({ db, maxBytes, onLookup }: ContentCacheOptions): ContentCache {
  if (maxBytes <= 0) {
    return {
      wrap: (execute) => execute,
      rememberedBytes: async () => undefined,
      stats: () => ({ entries: 0, bytes: 0 }),
      shares: () => false,
      bytesOf: () => undefined,
      owns: () => false,
      close: () => undefined,
    };
  }
  // Texts of answers sent over /graphql, with their bytes; a long string's hash is its length in V8, so looking
  // up a 1.4 MB answer costs no more than a short one.
  const encoded = new Map<string, Buffer>();
  const ownedBytes = new WeakSet<Buffer>();
  const answers = (max: number, maxSize: number) =>
    new LRUCache<string, Entry>({
      maxSize,
      // Keys count too: a client picks them (bounded by coercedVariables below, but 10,000 of them are not nothing).
      // An overlaid answer's template is its text again, in pieces.
      sizeCalculation: (entry) =>
        jsonSize(entry.result) +
        entry.key.length +
        (entry.template?.parts.reduce((size, part) => size + part.length, 0) ?? 0),
      max,
      dispose: (entry, key) => {
        if (entry.text !== undefined) encoded.delete(entry.text);
        if (entry.learner !== undefined) learners.unindex(entry.learner, key);
        for (const other of entry.others ?? []) learners.unindex(other, key);
      },
    });
  // Answers for everyone, and each learner's own apart, in a quarter of the budget: a hostel's worth of learners
  // opening their own pages must not evict the catalogue every visitor reads (decision 047).
  const entries = answers(10_000, maxBytes);
  const own = answers(20_000, Math.max(1, Math.floor(maxBytes / 4)));
  const storeOf = (learner: string | undefined) => (learner === undefined ? entries : own);
  const learners = learnerAnswers(db.learnerChanges, (key) => void own.delete(key));
  // Concurrent misses of one key and version share a single execution (32 learners opening the catalogue at
  // once after an edit cost one catalogue read, and one answer in memory, not 32).
  const inFlight = new Map<string, Promise<ExecutionResult | Entry>>();
  // Per parsed document (Yoga's parser cache hands out one object per query text) and per operation in it, never
  // per client-chosen operation name or variables: those would grow without bound.
  const plans = new WeakMap<DocumentNode, Plan>();
  const sharedData = new WeakSet<object>();
  let documents = 0;

  function planOf(args: ExecutionArgs, operation: OperationDefinitionNode) {
    let plan = plans.get(args.document);
    if (!plan) plans.set(args.document, (plan = { id: ++documents, schema: args.schema, scopes: new WeakMap() }));
    let planned = plan.scopes.get(operation);
    if (planned === undefined) plan.scopes.set(operation, (planned = planScope(args, operation)));
    return { plan, ...planned };
  }

  /** The entry for `key` if it holds at the current version, and that version. */
  async function current({ key, learner }: Keyed) {
    // Version before data: an answer read after a concurrent write is newer than its version, never older.
    const version = await db.contentVersion();
    const entry = learner === undefined ? entries.get(key) : learners.trusted() ? own.get(key) : undefined;
    return { version, hit: entry?.version === version && !expired(entry) ? entry : undefined };
  }

  /** The current entry for `key`, executing it once if there is none; what was answered if it is not remembered. */
  async function entryFor(execute: Execute, args: ExecutionArgs, keyed: Keyed, overlay: OverlayPlan | undefined) {
    const { key, learner, activity = true, lessons = [], atRunTime = false } = keyed;
    const { version, hit } = await current(keyed);
    onLookup?.(hit !== undefined, keptFor(keyed));
    if (hit) return hit;
    const flightKey = `${version}\n${key}`;
    let flight = inFlight.get(flightKey);
    if (!flight) {
      // A read of a lesson's discussion is also a read under that lesson's announcements (decision 051), and one of
      // a learner's answer watches for changes of the users it turns out to show (decision 052).
      const readings = learner === undefined ? [] : [learner, ...lessons].map((id) => learners.begin(id));
      const watch = learner === undefined ? undefined : learners.watch();
      // Under the overlay, the answer kept is the anonymous viewer's, with the viewer fields' keys beside them.
      const run = overlay ? { ...args, document: overlay.document, contextValue: anonymous(args.contextValue) } : args;
      const said = keptAnswerHooks(run.contextValue);
      const executed = execute(run);
      flight = Promise.resolve(executed).then((result) => {
        // Other users shown and lessons found as it ran: kept only for a learner, and only if no change of theirs
        // was heard meanwhile (decisions 052 and 055). A read that should have found its lesson and did not is
        // not kept.
        const found = new Set([...said.users, ...said.lessons]);
        const shown = (watch?.end(found) ?? false) || found.size === 0;
        const named = !atRunTime || said.lessons.size > 0;
        const mayKeep =
          readings.map((reading) => reading.end()).every(Boolean) && said.until > Date.now() && shown && named;
        // Errors (bad ids, a database outage) are answered, never remembered; nor is a learner's answer read while
        // a change of theirs was heard.
        if (result.errors?.length || !isPlainResult(result) || !mayKeep) return result;
        const prepared = overlay ? prepareOverlay(overlay, result.data) : undefined;
        const kept = prepared ? { ...result, data: prepared.data as ExecutionResult["data"] } : result;
        const entry: Entry = { version, result: kept, key, learner, stringify: (sent) => textOf(entry, sent) };
        const others = [...lessons, ...said.lessons, ...said.users];
        if (others.length) entry.others = others;
        entry.template = prepared?.template;
        if (Number.isFinite(said.until)) entry.expiresAt = said.until;
        storeOf(learner).set(key, entry);
        if (learner !== undefined && own.peek(key) === entry) {
          learners.index(learner, key, activity);
          for (const other of others) learners.index(other, key, false);
        }
        if (kept.data) sharedData.add(kept.data);
        return entry;
      });
      void flight.catch(() => {
        readings.forEach((reading) => reading.end());
        watch?.end(new Set());
      });
      inFlight.set(flightKey, flight);
      void flight.finally(() => inFlight.delete(flightKey)).catch(() => undefined);
    }
    return flight;
  }

  async function cached(
    execute: Execute,
    args: ExecutionArgs,
    keyed: Keyed,
    overlay: OverlayPlan | undefined,
  ): Promise<ExecutionResult> {
    const settled = await entryFor(execute, args, keyed, overlay);
    if (!("version" in settled)) return overlay ? execute(args) : { ...settled };
    const viewer = (args.contextValue as Context | undefined)?.viewer;
    if (!overlay || !viewer) return handOut(settled);
    const overlaid = await overlaidFor(settled, viewer, () => args.contextValue as Context, keyed.activity);
    // Without a template or a value for every hole, the request is executed for its viewer as before.
    if (overlaid === undefined) return execute(args);
    const { text, result } = overlaid;
    const stringify = (sent: ExecutionResult) => (onlyData(sent, result) ? text : JSON.stringify(sent));
    return { ...result, stringify } as ExecutionResult;
  }

  /**
   * An overlaid answer's text for a signed-in learner, with its viewer fields loaded for them. A small one is kept
   * as theirs (decision 047: the viewer fields read only their own announced rows) while the everyone's answer it
   * was made from holds; a large one (the 1,000-course catalogue) is overlaid afresh for each request, as before.
   */
  async function overlaidFor(hit: Entry, viewer: Viewer, context: () => Context, activity = true) {
    const key = `overlaid ${viewer.userId}\n${hit.key}`;
    const mine = learners.trusted() ? own.get(key) : undefined;
    if (mine?.version === hit.version && mine.text !== undefined && !expired(mine))
      return {
        text: mine.text,
        result: mine.result,
        holds: () => learners.trusted() && own.peek(key) === mine && !expired(mine),
      };
    if (!hit.template) return undefined;
    const reading = learners.begin(viewer.userId);
    let text: string | undefined;
    let kept: Entry | undefined;
    try {
      text = await overlayText(hit.template, context());
    } finally {
      const mayKeep = reading.end();
      if (text !== undefined && mayKeep && text.length <= MAX_KEPT_OVERLAY) {
        const made = text;
        const entry: Entry = {
          version: hit.version,
          result: JSON.parse(made),
          key,
          learner: viewer.userId,
          text: made,
          stringify: (sent) => (onlyData(sent, entry.result) ? made : JSON.stringify(sent)),
          expiresAt: hit.expiresAt,
        };
        own.set(key, entry);
        if (own.peek(key) === entry) {
          // Dropped with a change of the learner's activity only if a viewer field may read it (decision 050).
          learners.index(viewer.userId, key, activity);
          // Its bytes too, owned, so that each is compressed once (remembered-compression.ts), not per request.
          const bytes = Buffer.from(made);
          encoded.set(made, bytes);
          ownedBytes.add(bytes);
        }
        sharedData.add(entry.result.data as object);
        kept = entry;
      }
    }
    if (text === undefined) return undefined;
    // The kept entry's answer when there is one: the text is parsed once, not again for this first reader.
    return { text, result: kept?.result ?? (JSON.parse(text) as ExecutionResult), holds: undefined };
  }

  return {
    wrap<E extends AnyExecute>(execute: E): E {
      const wrapped = (args: ExecutionArgs) => {
        // No single operation to run: execute answers the error.
        const operation = getOperationAST(args.document, args.operationName);
        if (!operation) return execute(args);
        const context = args.contextValue as Context | undefined;
        // A learner's own write (a progress report above all): their answers that may read their activity are
        // dropped before it is answered, so their next read sees it whether or not its notification has arrived
        // yet; any other rows of theirs it wrote are trusted to nobody until announced (learner-changes.ts).
        const writer = operation.operation === "mutation" ? context?.viewer?.userId : undefined;
        if (writer !== undefined) return Promise.resolve(execute(args)).finally(() => learners.forget(writer));
        const { plan, overlay, ...planned } = planOf(args, operation);
        const reader = { viewer: context?.viewer ?? null, language: context?.language };
        const keyed = keyFor(plan, planned, operation, reader, args.variableValues);
        return keyed === undefined ? execute(args) : cached(execute as unknown as Execute, args, keyed, overlay);
      };
      return wrapped as E;
    },
    async rememberedBytes({ document, operationName, variables, viewer, language, context }) {
      // Only a document `wrap` has planned: it went through validation before it was executed.
      const plan = plans.get(document);
      const operation = plan && getOperationAST(document, operationName);
      const planned = (operation && plan.scopes.get(operation)) || undefined;
      const scope = planned && cacheScopeFor(planned.scope, viewer);
      if (!planned || !scope) return undefined;
      const keyed = keyFor(plan!, planned, operation!, { viewer, language }, variables);
      if (keyed === undefined) return undefined;
      const { hit } = await current(keyed);
      // An answer carrying more than data (extensions) is serialised by Yoga, as it would be there. One with an
      // expiry is named by its URL only as a learner's, whose `holds` checks it.
      if (!hit || Object.keys(hit.result).some((name) => name !== "data")) return undefined;
      if (hit.expiresAt !== undefined && keyed.learner === undefined) return undefined;
      if (planned.overlay && viewer) {
        const overlaid = context && (await overlaidFor(hit, viewer, context, keyed.activity));
        if (!overlaid) return undefined;
        onLookup?.(true, "learner");
        // Kept as this learner's: named by their User id and its URL while it holds, as their own answers are.
        const { text, holds } = overlaid;
        const bytes = encoded.get(text) ?? Buffer.from(text);
        return holds ? { bytes, scope: "learner", holds } : { bytes, scope };
      }
      // A miss here is counted where the request is then executed (`wrap`).
      onLookup?.(true, keptFor(keyed));
      const text = dataText(hit);
      const holds =
        keyed.learner === undefined
          ? undefined
          : () => learners.trusted() && own.peek(keyed.key) === hit && !expired(hit);
      return { bytes: encoded.get(text) ?? Buffer.from(text), scope, holds };
    },
    stats: () => ({ entries: entries.size + own.size, bytes: entries.calculatedSize + own.calculatedSize }),
    shares: (data) => typeof data === "object" && data !== null && sharedData.has(data),
    bytesOf: (text) => encoded.get(text),
    owns: (bytes) => ownedBytes.has(bytes),
    close: () => learners.close(),
  };

  /** Serialises `{ data }` once; anything else Yoga hands back (errors or extensions added on the way) afresh. */
  function textOf(entry: Entry, sent: ExecutionResult): string {
    return onlyData(sent, entry.result) ? dataText(entry) : JSON.stringify(sent);
  }

  /** The entry's `{ data }` text, made once, with its bytes while the entry is cached. */
  function dataText(entry: Entry): string {
    if (entry.text === undefined) {
      entry.text = JSON.stringify({ data: entry.result.data });
      // Only for an entry still cached, whose eviction will drop the bytes again.
      if (storeOf(entry.learner).peek(entry.key) === entry) {
        const bytes = Buffer.from(entry.text);
        encoded.set(entry.text, bytes);
        ownedBytes.add(bytes);
      }
    }
    return entry.text;
  }
}

interface Plan {
  id: number;
  schema: GraphQLSchema;
  scopes: WeakMap<OperationDefinitionNode, Planned>;
}

/** The schema's plan for one operation (`cachePlan`: scope, language, activity, discussions), with its overlay. */
interface Planned extends CachePlan {
  /** Under the "overlay" scope, the document executed for the kept answer and where its viewer fields sit. */
  overlay?: OverlayPlan;
}

function planScope(args: ExecutionArgs, operation: OperationDefinitionNode): Planned {
  const planned = cachePlan(args.schema, args.document, operation.name?.value);
  if (planned.scope !== "overlay") return planned;
  const overlay = overlayPlan(args.schema, args.document);
  // A document the overlay cannot key is shared among anonymous viewers only, as any with viewer fields was.
  return overlay ? { ...planned, overlay } : { ...planned, scope: "anonymous" };
}

/** Whether an answer has reached the instant it said it stops holding (decision 048). */
function expired(entry: Entry): boolean {
  return entry.expiresAt !== undefined && entry.expiresAt <= Date.now();
}

/**
 * Gives the context of an execution whose answer may be kept `answerHoldsUntil`, `answerShowsUser` and
 * `answerReadsDiscussion`, and returns what its fields said: the earliest instant (ms) its answer turns without a
 * write (Infinity when none did), the users whose profile it shows, and the lessons whose discussion it found as it
 * ran (as their announcements name them, "lesson:<id>").
 */
function keptAnswerHooks(contextValue: unknown): { until: number; users: Set<string>; lessons: Set<string> } {
  const said = { until: Infinity, users: new Set<string>(), lessons: new Set<string>() };
  if (typeof contextValue === "object" && contextValue !== null) {
    const context = contextValue as Context;
    context.answerHoldsUntil = (instant) => void (said.until = Math.min(said.until, instant.getTime()));
    context.answerShowsUser = (userId) => void said.users.add(userId);
    context.answerReadsDiscussion = (lessonId) => void said.lessons.add(`lesson:${lessonId}`);
  }
  return said;
}

/** The request's context as an anonymous viewer's: the same services, fresh per-request loaders, no viewer. */
function anonymous(contextValue: unknown): Context {
  return { ...(contextValue as Context), viewer: null };
}

function onlyData(sent: ExecutionResult, result: ExecutionResult): boolean {
  return sent.data === result.data && Object.keys(sent).every((name) => name === "data" || name === "stringify");
}

/**
 * A cache key, and under the "learner" scope the User id whose answer it names and whether the answer may read their
 * activity (decision 050).
 */
interface Keyed {
  key: string;
  learner?: string;
  activity?: boolean;
  /** The lessons whose discussion the answer reads, as their announcements name them ("lesson:<id>"). */
  lessons?: readonly string[];
  /** The answer reads a discussion whose lesson its execution names (decision 055). */
  atRunTime?: boolean;
}

const keptFor = ({ learner }: Keyed): KeptFor => (learner === undefined ? "everyone" : "learner");

/**
 * The cache key of an operation for this reader and these variables; undefined when it is not to be cached. An
 * answer that reads the request's language is kept per language: one language's is never another's. A learner's
 * own answer is kept under their User id.
 */
function keyFor(
  plan: Plan,
  { scope, language, activity, discussions, discussionsAtRunTime }: Omit<Planned, "overlay">,
  operation: OperationDefinitionNode,
  reader: { viewer: Viewer | null; language?: string },
  inputs: ExecutionArgs["variableValues"],
): Keyed | undefined {
  const shared = cacheScopeFor(scope, reader.viewer);
  const coerced = shared ? coercedVariables(plan.schema, operation, inputs) : undefined;
  if (coerced === undefined) return undefined;
  const read = language ? (reader.language ?? "") : "";
  const learner = shared === "learner" ? reader.viewer?.userId : undefined;
  const whose = learner === undefined ? shared : `learner ${learner}`;
  const key = `${whose}\n${read}\n${plan.id}\n${operation.name?.value ?? ""}\n${coerced.key}`;
  const keyed: Keyed = { key, learner, activity };
  if (learner === undefined) return keyed;
  if (discussionsAtRunTime) keyed.atRunTime = true;
  if (!discussions) return keyed;
  const lessons = discussions(coerced.values);
  if (lessons === undefined) return undefined;
  return { ...keyed, lessons: lessons.map((lesson) => `lesson:${lesson}`) };
}

/** The longest overlaid answer kept per learner (a course page, a catalogue page); longer ones are overlaid afresh. */
const MAX_KEPT_OVERLAY = 64 * 1024;

/** Beyond this length a key's variables part is a SHA-256 of it: keys stay small whatever a client sends. */
const MAX_VARIABLES_KEY = 128;

/**
 * The operation's declared variables as execution will see them: coerced (defaults applied, `1` and `"1"` for an
 * ID alike) and in declaration order; undeclared ones are left out, as execution ignores them (GraphQL spec
 * 6.4.1, CoerceVariableValues). Undefined when they do not coerce: execute answers the error, nothing is cached.
 */
function coercedVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  inputs: ExecutionArgs["variableValues"],
): { key: string; values: Record<string, unknown> } | undefined {
  const definitions = operation.variableDefinitions ?? [];
  if (definitions.length === 0) return { key: "", values: {} };
  const values = getVariableValues(schema, definitions, inputs ?? {}, { maxErrors: 1 });
  if (values.errors) return undefined;
  const canonical = JSON.stringify(values.coerced);
  const key =
    canonical.length <= MAX_VARIABLES_KEY
      ? canonical
      : `#${crypto.createHash("sha256").update(canonical).digest("base64url")}`;
  return { key, values: values.coerced };
}

/**
 * A copy per request (plugins may add to it), carrying `stringify`, which Yoga uses in place of JSON.stringify:
 * every hit of a 1.4 MB catalogue over /graphql then sends one text made once, not a fresh serialisation.
 */
function handOut(entry: Entry): ExecutionResult {
  return { ...entry.result, stringify: entry.stringify } as ExecutionResult;
}

function jsonSize(result: ExecutionResult): number {
  return Math.max(1, JSON.stringify(result.data ?? null).length);
}

/** Incremental delivery (@defer/@stream) yields an async iterable: those are executed, never cached. */
function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === "object" && result !== null && !(Symbol.asyncIterator in result);
}
