// Open-loop load of practising learners (docs/practice.md, "Capacity"): each opens a set of its topic when it
// arrives, then answers one question every interval, whether or not the server has answered its previous request
// (a closed loop would slow down with the server and hide the overload), and opens a new set when it has answered
// the whole one, as the summary's 'Practise again' does. The requests are the practice player's own documents as its
// Apollo Client sends them (the set a GET by trusted id, the answer a POST), over keep-alive HTTP through nginx, each
// with the learner's token and from the learner's own address. Imported once the client's codegen has run.
import crypto from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import type { DocumentNode } from "graphql";
import { AnswerPracticeQuestionDocument, PracticeSetDocument } from "../../../client/src/gql/graphql.ts";
import type { Learner } from "../../../gateway/test/reliability/fixtures.ts";
import { at, Operations } from "../mock-test-client.ts";
import { ReportSchedule, type Report } from "../watchers/schedule.ts";
import { learnerAddress } from "../watchers/watch-load.ts";
import { send } from "../http-send.ts";

const TICK_MS = 2;
const REQUEST_TIMEOUT_MS = 10_000;

/** Requests of one kind: latencies from each one's scheduled time, so a late sender cannot hide a slow server. */
export class Timings {
  readonly latencies: number[] = [];
  sent = 0;
  errors = 0;
  readonly errorSamples: string[] = [];

  failed(message: string) {
    this.errors++;
    if (this.errorSamples.length < 5) this.errorSamples.push(message);
  }
}

/** An answer the server acknowledged: what the database must hold afterwards. */
export interface AcknowledgedAnswer {
  learner: number;
  questionId: string;
  correct: boolean;
}

interface Practising {
  /** Scheduled moments so far: the first opens a set, each later one answers (or opens the next set). */
  moments: number;
  questions?: { id: string; options: number; correctIndex: number }[];
  next: number;
}

type SetAnswer = {
  practiceSet: { questions: { id: string; optionsEn: string[]; optionsHi: string[]; correctIndex: number }[] };
};
type AnswerReply = { answerPracticeQuestion: { correct: boolean } };

export class PracticeLoad {
  readonly sets = new Timings();
  readonly answers = new Timings();
  /** Answers acknowledged from moments at or after `steadyFromMs` (every learner arrived): the steady rate's count. */
  steadyAnswers = 0;
  readonly acknowledged = new Map<string, AcknowledgedAnswer>();
  private readonly lags: number[] = [];
  private readonly schedule: ReportSchedule;
  private readonly practising: Practising[];
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  private readonly inFlight = new Set<Promise<void>>();
  private readonly target: URL;
  private began = 0;
  private covered = 0;

  private constructor(
    url: string,
    private readonly learners: Learner[],
    private readonly topicIds: string[],
    private readonly intervalMs: number,
    private readonly operations: Operations,
  ) {
    this.target = new URL(url);
    this.schedule = new ReportSchedule(intervalMs);
    this.schedule.add(learners.map((_, index) => index));
    this.practising = learners.map(() => ({ moments: 0, next: 0 }));
  }

  static async create(url: string, learners: Learner[], topicIds: string[], intervalMs: number) {
    const documents = [PracticeSetDocument, AnswerPracticeQuestionDocument] as DocumentNode[];
    const operations = await Operations.capture(learners[0].token, documents);
    return new PracticeLoad(url, learners, topicIds, intervalMs, operations);
  }

  get steadyFromMs() {
    return this.intervalMs;
  }

  /** Sends what falls due until `untilMs` after the first call began; answers still in flight stay so. */
  async run(untilMs: number) {
    if (this.began === 0) this.began = performance.now();
    while (this.covered < untilMs) {
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      const now = Math.min(performance.now() - this.began, untilMs);
      for (const moment of this.schedule.due(this.covered, now)) this.act(moment);
      this.covered = now;
    }
  }

  /** Waits until every request sent has been answered (or failed). */
  async settle() {
    await Promise.all(this.inFlight);
  }

  close() {
    this.agent.destroy();
  }

  /** 99th percentile of how late the generator sent: high means it, not the server, fell behind. */
  sendLagP99Ms() {
    return percentile(this.lags, 0.99);
  }

  private act(moment: Report) {
    const state = this.practising[moment.learner];
    state.moments++;
    this.lags.push(Math.max(0, performance.now() - (this.began + moment.at)));
    const setDone = state.questions !== undefined && state.next >= state.questions.length;
    const work = state.moments === 1 || setDone ? this.openSet(moment, state) : this.answer(moment, state);
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async openSet({ learner, at: due }: Report, state: Practising) {
    this.sets.sent++;
    try {
      const topicId = this.topicIds[learner % this.topicIds.length];
      const data = await this.send<SetAnswer>(PracticeSetDocument, { topicId, exam: null }, learner);
      state.questions = data.practiceSet.questions.map((question) => ({
        id: question.id,
        options: Math.max(question.optionsEn.length, question.optionsHi.length),
        correctIndex: question.correctIndex,
      }));
      state.next = 0;
      this.sets.latencies.push(performance.now() - (this.began + due));
    } catch (error) {
      this.sets.failed((error as Error).message);
    }
  }

  private async answer({ learner, at: due }: Report, state: Practising) {
    this.answers.sent++;
    const question = state.questions?.[state.next++];
    if (!question) return this.answers.failed("the learner's set had not arrived when its answer was due");
    // A learner picks right about three times in four: the wrong ones make Revise cards, as in real use.
    const choice = Math.random() < 0.75 ? question.correctIndex : Math.floor(Math.random() * question.options);
    const input = {
      questionId: question.id,
      choice,
      timeMs: this.intervalMs,
      clientId: crypto.randomUUID(),
      answeredAt: new Date().toISOString(),
    };
    try {
      const data = await this.send<AnswerReply>(AnswerPracticeQuestionDocument, { input }, learner);
      this.answers.latencies.push(performance.now() - (this.began + due));
      if (due >= this.steadyFromMs) this.steadyAnswers++;
      const { correct } = data.answerPracticeQuestion;
      this.acknowledged.set(input.clientId, { learner, questionId: question.id, correct });
    } catch (error) {
      this.answers.failed((error as Error).message);
    }
  }

  /** One operation as the learner's browser sends it; its data, or a rejection for a status or a GraphQL error. */
  private async send<T>(document: DocumentNode, variables: Record<string, unknown>, learner: number): Promise<T> {
    const request = this.operations.request(document, variables, this.learners[learner].token);
    const headers = { ...request.headers, "x-forwarded-for": learnerAddress(learner) };
    const answer = await send(this.target, this.agent, { ...request, headers }, { timeoutMs: REQUEST_TIMEOUT_MS });
    const data = dataOf<T>(answer.status, answer.text);
    if (data === undefined) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
    return data;
  }
}

/** A GraphQL answer's data, or undefined for a failed status, errors, no data or no JSON. */
function dataOf<T>(status: number, text: string): T | undefined {
  if (status < 200 || status >= 300) return undefined;
  try {
    const json = JSON.parse(text) as { data?: T | null; errors?: unknown[] };
    return json.errors || !json.data ? undefined : json.data;
  } catch {
    return undefined;
  }
}

export const percentile = (values: number[], quantile: number) => at(Float64Array.from(values).sort(), quantile);
