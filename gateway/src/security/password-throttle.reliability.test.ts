// Current-password checks are limited per account and per client IP (defaults: 5 and 200 per 15 minutes; the
// per-address case runs with 20), on REST and GraphQL alike, every operation of a batch counted; past a limit the
// answer is 429 with Retry-After, also for the right password.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call } from "../../test/reliability/http.ts";
import { confirmedAccount, PASSWORD, signIn } from "../../test/reliability/identity-sessions.ts";

let db: Database;
/** The limits are shared by every gateway on a database: the per-client suite gets its own. */
let clientDb: Database;
let byAccount: RunningGateway;
let byClient: RunningGateway;

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  byAccount = await startGatewayOn(db, {
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
    RATE_LIMIT_PASSWORD_CHECKS_PER_IP: "1000",
  });
  clientDb = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  byClient = await startGatewayOn(clientDb, {
    RATE_LIMIT_AUTH_PER_MINUTE: "1000",
    RATE_LIMIT_PASSWORD_CHECKS_PER_IP: "20",
  });
});
afterAll(async () => {
  await byAccount?.close();
  await byClient?.close();
  await db?.close();
  await clientDb?.close();
});

const CHANGE = "mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }";
const rest = (gateway: RunningGateway, token: string, current: string) =>
  call(`${gateway.url}/api/users/me/password`, {
    method: "PUT",
    token,
    body: { currentPassword: current, newPassword: "never applied 1" },
  });
const graphqlBatch = (gateway: RunningGateway, token: string, currents: string[]) =>
  call(`${gateway.url}/graphql`, {
    token,
    body: currents.map((c) => ({ query: CHANGE, variables: { c, n: "never applied 1" } })),
  });

async function learner(gateway: RunningGateway, label: string) {
  const email = await confirmedAccount(gateway === byClient ? clientDb : db, gateway.url, label);
  return (await signIn(gateway.url, email)).backend;
}

function expectRetryAfter(response: { status: number; headers: Headers; text: string }) {
  expect(response.status, response.text).toBe(429);
  const seconds = Number(response.headers.get("retry-after"));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(15 * 60);
}

describe("current-password checks per account", () => {
  it("REST: 5 wrong guesses answer 400, the 6th and then the right password 429 with Retry-After", async () => {
    const token = await learner(byAccount, "rest-guesser");
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess++) statuses.push((await rest(byAccount, token, `guess-${guess}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expectRetryAfter(await rest(byAccount, token, "guess-5"));
    const right = await rest(byAccount, token, PASSWORD);
    expectRetryAfter(right);
    expect(right.body.error).toMatch(/too many attempts/i);
  });

  it("GraphQL: each operation of a batch counts; the batch that goes over answers 429 with rate_limited errors", async () => {
    const token = await learner(byAccount, "batch-guesser");
    const first = await graphqlBatch(byAccount, token, ["g0", "g1", "g2", "g3"]);
    expect(first.status).toBe(200);
    expect(first.body.map((result: any) => result.errors[0].extensions.code)).toEqual(
      Array(4).fill("invalid_password"),
    );
    const second = await graphqlBatch(byAccount, token, ["g4", "g5", "g6"]);
    expectRetryAfter(second);
    // The operations of a batch run concurrently: which one was the 5th check is not fixed.
    const errors = second.body.map((result: any) => result.errors[0].extensions);
    expect(errors.map((error: any) => error.code).sort()).toEqual(["invalid_password", "rate_limited", "rate_limited"]);
    expect(errors.find((error: any) => error.code === "rate_limited").retryAfter).toBe(
      Number(second.headers.get("retry-after")),
    );
    expectRetryAfter(await graphqlBatch(byAccount, token, [PASSWORD]));
  });
});

describe("current-password checks per client IP", () => {
  it("20 checks over several accounts from one address, then 429 for a fresh account too", async () => {
    const tokens = await Promise.all([0, 1, 2, 3, 4].map((index) => learner(byClient, `ip-${index}`)));
    const statuses: number[] = [];
    for (const token of tokens)
      for (let guess = 0; guess < 4; guess++) statuses.push((await rest(byClient, token, `guess-${guess}`)).status);
    expect(statuses).toEqual(Array(20).fill(400));
    expectRetryAfter(await rest(byClient, await learner(byClient, "ip-fresh"), PASSWORD));
  });
});
