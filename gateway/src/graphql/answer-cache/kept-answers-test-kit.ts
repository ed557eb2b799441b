// The client's reads against a test gateway, for the tests of answers kept in memory (learner-answers.test.ts,
// mock-tests-practice-answers.test.ts, lesson-assignment-answers.test.ts): each request as Apollo sends it, the
// statements a read cost, a wait for a change to show, a wait for the announcements so far, and a writer past the
// gateway's handle (on PostgreSQL a second handle, as another gateway writes;
// on PGlite, one process, its connection directly, past the handle's own-write rule).
import crypto from "node:crypto";
import { expect } from "vitest";
import { openDatabase } from "@app/db";
import { asApolloSends, type ClientQuery } from "../../../../test/client-documents.ts";
import { requestStatements } from "../../../test/request-statements.ts";
import type { TestGateway } from "../../../test/start-gateway.ts";
import { until } from "../../../test/listener-loss.ts";
import { signIn, type Learner } from "../../rest/rest-test-helpers.ts";

/** `values` gives each document's variables by name (those it declares are sent). */
export function clientReads(gateway: () => TestGateway, values: () => Record<string, unknown>) {
  async function read(query: ClientQuery, learner?: Learner) {
    const known = values();
    const variables = Object.fromEntries(
      query.variables.filter((name) => name in known).map((name) => [name, known[name]]),
    );
    const request = await asApolloSends(query, variables, learner?.token);
    const response = await fetch(`${gateway().url}${request.path}`, { headers: request.headers });
    const body = await response.text();
    expect(response.status, body).toBe(200);
    expect(JSON.parse(body).errors, body).toBeUndefined();
    return body;
  }

  /** The statements a read costs, besides the read limits' background counts. */
  async function cost(query: ClientQuery, learner?: Learner) {
    const { statements } = await gateway().app.services.db.countStatements(() => read(query, learner));
    return requestStatements(statements).length;
  }

  /** Reads until `done` holds of the answer, for at most one second. */
  async function withinOneSecond(query: ClientQuery, learner: Learner | undefined, done: (body: string) => boolean) {
    const deadline = Date.now() + 1_000;
    for (;;) {
      const body = await read(query, learner);
      if (done(body)) return body;
      if (Date.now() > deadline) throw new Error(`${query.name} still answers ${body} after one second`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  return { read, cost, withinOneSecond };
}

/** Runs SQL past the gateway's database handle; `close` ends the second handle it may have opened. */
export async function writerPast(gateway: TestGateway) {
  const db = gateway.app.services.db;
  const store = db.jobStore;
  if (store.kind === "pglite") return { elsewhere: (sql: string) => store.pglite.exec(sql), close: async () => {} };
  const writer = await openDatabase({ target: { kind: "postgres", location: store.url } });
  return { elsewhere: (sql: string) => writer.query(sql), close: () => writer.close() };
}

/**
 * Waits until the gateway has heard every learner_changed announcement committed so far (a sign-in's, an
 * enrollment's): on PostgreSQL they come through the listener a moment after their commits, and one arriving after
 * an answer was kept would drop it. Notifications arrive in the order of their commits, so a sentinel sent now
 * arrives after them.
 */
export async function heardSoFar(gateway: TestGateway, elsewhere: (sql: string) => Promise<unknown>) {
  const sentinel = `sentinel-${crypto.randomUUID()}`;
  const heard = new Promise<void>((resolve) => {
    const stop = gateway.app.services.db.learnerChanges.subscribe((ids) => {
      if (!ids?.includes(sentinel)) return;
      stop();
      resolve();
    });
  });
  await elsewhere(`SELECT pg_notify('learner_changed', '${sentinel}')`);
  await heard;
  // This gateway's own writes so far (a sign-in's) leave its kept answers untrusted until their markers are heard
  // (prisma/src/learner-changes.ts); a read before then would not be kept.
  await until(() => gateway.app.services.db.learnerChanges.listening());
}

/**
 * Signs a learner in, once the gateway has heard what the sign-in announced on learner_changed: heard after the
 * learner's first read, it would drop what that read kept, and the second read would cost again.
 */
export async function heardSignIn(gateway: TestGateway, elsewhere: (sql: string) => Promise<unknown>) {
  const learner = await signIn(gateway);
  await heardSoFar(gateway, elsewhere);
  return learner;
}

/** Sends a mutation (or any operation) as `viewer` signed in, and expects it to succeed. */
export async function mutateAs(
  gateway: TestGateway,
  viewer: Learner,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${viewer.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: Record<string, { id: string }>; errors?: unknown };
  expect(result.errors).toBeUndefined();
  return result.data!;
}

export const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;
