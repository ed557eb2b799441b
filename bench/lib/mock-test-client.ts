// The mock-test scenario's learners (mock-test.ts): each request one of the exam screen's own GraphQL documents,
// sent as its Apollo Client sends it (test/client-documents.ts, decision 020). Imported once the client's codegen has
// run, like client-scenarios.ts.
import { performance } from "node:perf_hooks";
import { getOperationAST, type DocumentNode } from "graphql";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import type { Learner } from "../../gateway/test/reliability/fixtures.ts";
import {
  MockTestResultDocument,
  SaveMockTestAnswerDocument,
  StartMockTestAttemptDocument,
  SubmitMockTestAttemptDocument,
} from "../../client/src/gql/graphql.ts";
import { retryDelayMs } from "../../client/src/lib/pwa/retry-rules.ts";
import { asApolloSendsOperation, type SentOperation } from "../../test/client-documents.ts";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
export const at = (sorted: Float64Array, share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] : 0;

/** The exam screen's paper as the start answers it (the fields the bench needs). */
type Paper = {
  id: string;
  endsAt: string;
  sections: { opensAt: string; closesAt: string; questions: { id: string; options: string[] }[] }[];
};

/**
 * The learner's requests as the exam screen's Apollo Client sends them (test/client-documents.ts): each operation
 * captured once with its trusted id, headers and method (queries GET, mutations POST), then sent with each
 * request's own variables, so the bench spends no CPU of the shared machine building an Apollo Client per save.
 */
export class Operations {
  private constructor(private readonly sent: Map<DocumentNode, SentOperation>) {}

  /** The exam screen's operations by default; another scenario's screen names its own (the practice player's). */
  static async capture(
    token: string,
    documents: DocumentNode[] = [
      StartMockTestAttemptDocument,
      SaveMockTestAnswerDocument,
      SubmitMockTestAttemptDocument,
      MockTestResultDocument,
    ],
  ) {
    const sent = await Promise.all(documents.map((document) => asApolloSendsOperation(document, {}, token)));
    return new Operations(new Map(documents.map((document, index) => [document, sent[index]])));
  }

  /** The captured request of `document` with `variables` and the learner's token in place of the captured ones. */
  request(document: DocumentNode, variables: Record<string, unknown>, token: string): SentOperation {
    const sent = this.sent.get(document)!;
    const headers = { ...sent.headers, authorization: `Bearer ${token}` };
    if (sent.method === "POST")
      return { ...sent, headers, body: JSON.stringify({ ...JSON.parse(sent.body!), variables }) };
    const url = new URL(sent.path, "http://gateway.invalid");
    url.searchParams.set("variables", JSON.stringify(variables));
    return { ...sent, headers, path: `${url.pathname}${url.search}` };
  }
}

export class Client {
  shed = 0;
  shedBy: Record<string, number> = {};
  /** The 503s by the gate's reason (load-shedding.ts: memory, operations waiting or running). */
  shedWhy: Record<string, number> = {};
  /** Requests whose connection failed (reset or refused), sent again. */
  dropped = 0;
  /** Saves refused as too late (mock_test_time_up). */
  late = 0;
  errors = 0;
  constructor(
    private readonly baseUrl: string,
    private readonly operations: Operations,
  ) {}

  /**
   * One operation, retried after a 503's Retry-After (load shedding) as the web client retries; its data. A
   * GraphQL error counts as an error and throws.
   */
  async send<T>(
    document: TypedDocumentNode<T, never>,
    variables: Record<string, unknown>,
    token: string,
  ): Promise<T | null> {
    const request = this.operations.request(document as DocumentNode, variables, token);
    for (;;) {
      const response = await fetch(`${this.baseUrl}${request.path}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      }).catch((error: unknown) => {
        // A connection the busy gateway reset or could not accept (2,000 connecting at once overflow its listen
        // backlog): counted and sent again after a pause, as the exam screen's sync sends again. Every operation
        // here may be repeated (saves by seq, starts resume, submissions answer the first one).
        if (!(error instanceof TypeError)) throw error;
        this.dropped++;
        return null;
      });
      if (!response) {
        await sleep(retryDelayMs(null));
        continue;
      }
      if (response.status === 503) {
        this.shed++;
        const operation = getOperationAST(document)?.name?.value ?? "unnamed";
        this.shedBy[operation] = (this.shedBy[operation] ?? 0) + 1;
        // The gate's reason, or the HTTP layer's when no database connection came within the pool's wait.
        const body = await response.text();
        const why =
          /busy \((.+)\)/.exec(body)?.[1] ??
          (body.includes("temporarily unavailable") ? "no database connection" : "other");
        this.shedWhy[why] = (this.shedWhy[why] ?? 0) + 1;
        // The outbox's rule (lib/pwa/retry-rules.ts): the server's Retry-After, spread over half to one and a half times it.
        await sleep(retryDelayMs(response.headers.get("retry-after")));
        continue;
      }
      const json = (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
      // A save that reached the server after the deadline and its grace (delayed by retries above) is refused, as
      // the exam screen's would be: counted, not an error (the answer was never accepted, so it is not lost).
      if (
        json.errors?.[0]?.extensions?.code === "mock_test_time_up" &&
        (document as DocumentNode) === SaveMockTestAnswerDocument
      ) {
        this.late++;
        return null;
      }
      if (!response.ok || json.errors?.length || !json.data) {
        this.errors++;
        throw new Error(`${request.method} ${request.path}: ${response.status} ${JSON.stringify(json)}`);
      }
      return json.data;
    }
  }
}

/** One save: when it was first sent (epoch ms) and how long until its answer, retries included. */
export type TimedSave = { sentAt: number; ms: number };

/** The questions of sections open at `now` (the exam screen locks the others, and the server refuses them). */
const openQuestions = (paper: Paper, now: number) =>
  paper.sections
    .filter((section) => Date.parse(section.opensAt) <= now && now < Date.parse(section.closesAt))
    .flatMap((section) => section.questions);

/**
 * One learner's sitting: saves until its deadline, every `saveEverySeconds` (MockTestSettings), submits at it, reads
 * the result; what the server accepted.
 */
export async function sit(
  client: Client,
  learner: Learner,
  paper: Paper,
  saveEverySeconds: [min: number, max: number],
  saves: TimedSave[],
) {
  const accepted = new Map<string, number>();
  const endsAt = Date.parse(paper.endsAt);
  const [min, max] = saveEverySeconds;
  let seq = 0;
  for (;;) {
    const wait = (min + Math.random() * (max - min)) * 1000;
    if (Date.now() + wait > endsAt) break;
    await sleep(wait);
    const questions = openQuestions(paper, Date.now());
    if (!questions.length) continue;
    const question = questions[Math.floor(Math.random() * questions.length)];
    const variables = {
      attemptId: paper.id,
      questionId: question.id,
      option: Math.floor(Math.random() * question.options.length),
      markedForReview: false,
      seq: ++seq,
      timeSpentSeconds: Math.round(wait / 1000),
    };
    const sentAt = Date.now();
    const began = performance.now();
    const saved = await client.send(SaveMockTestAnswerDocument, variables, learner.token);
    saves.push({ sentAt, ms: performance.now() - began });
    if (saved?.saveMockTestAnswer.accepted) accepted.set(question.id, seq);
  }
  await sleep(endsAt - Date.now());
  const submitted = await client.send(SubmitMockTestAttemptDocument, { attemptId: paper.id }, learner.token);
  const scoredAt = Date.now();
  if (submitted?.submitMockTestAttempt.score == null) throw new Error(`attempt ${paper.id} came back unscored`);
  const result = await client.send(MockTestResultDocument, { attemptId: paper.id }, learner.token);
  if (!(result && result.mockTestResult.rank >= 1)) throw new Error(`attempt ${paper.id} has no rank`);
  return { accepted, endsAt, scoredAt, rankedAt: Date.now() };
}

/**
 * Start as the instructions page does; its answer is the paper, which the exam screen then reads from Apollo's cache
 * (exam-page.tsx, examFetchPolicy), so a learner's browser sends nothing more to show it.
 */
export async function startSitting(client: Client, learner: Learner, testId: string): Promise<Paper> {
  const started = await client.send(StartMockTestAttemptDocument, { testId }, learner.token);
  return started!.startMockTestAttempt;
}
