// Decision 024: a lesson's discussion is followed over GraphQL subscriptions on SSE; a question asked through one
// gateway (here through the REST facade) reaches a follower connected to another gateway on the same PostgreSQL
// database through LISTEN/NOTIFY, and a follower of the same gateway on PGlite in-process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { createPostgresDatabase, postgresAdminUrl, type TempPostgres } from "../../test/reliability/databases.ts";
import { call } from "../../test/reliability/http.ts";
import { confirmedAccount, signIn } from "../../test/reliability/identity-sessions.ts";

const FOLLOW = `subscription($lessonId: ID!) { lessonDiscussion(lessonId: $lessonId) { kind lessonId questionId postId } }`;

/** Follows a lesson over SSE as a browser would (compression accepted); resolves with the first `count` events. */
function follow(url: string, token: string, lessonId: string, count: number) {
  const abort = new AbortController();
  const opened = fetch(`${url}/graphql`, {
    method: "POST",
    headers: {
      accept: "text/event-stream",
      "accept-encoding": "gzip, deflate, br",
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: FOLLOW, variables: { lessonId } }),
    signal: abort.signal,
  });
  const events = (async () => {
    const response = await opened;
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const received: Array<{ data?: { lessonDiscussion: unknown }; errors?: Array<{ extensions: { code: string } }> }> =
      [];
    const decoder = new TextDecoder();
    let buffer = "";
    // Node's web streams are async iterable; the DOM typings the gateway compiles with do not say so.
    for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message
          .split("\n")
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("");
        if (data) received.push(JSON.parse(data));
      }
      // Leaving the loop cancels the response body: the gateway sees the connection close.
      if (received.length >= count) break;
    }
    return received;
  })();
  return { opened, events, stop: () => abort.abort() };
}

async function learner(db: Database, gateway: RunningGateway, label: string, courseId: string) {
  const email = await confirmedAccount(db, gateway.url, label);
  const token = (await signIn(gateway.url, email)).backend;
  const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
  await db.prisma.enrollment.create({ data: { userId: user.id, courseId } });
  return token;
}

async function courseWithLesson(db: Database) {
  const course = await db.prisma.course.create({
    data: { title: "Live course", published: true, lessons: { create: { position: 1, title: "One" } } },
    include: { lessons: true },
  });
  return { courseId: course.id, lessonId: course.lessons[0].id };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe("a lesson's discussion on one gateway (PGlite)", () => {
  let db: Database;
  let gateway: RunningGateway;
  beforeAll(async () => {
    db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
    gateway = await startGatewayOn(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  it("delivers a question asked through REST to a follower, and refuses followers who are not enrolled", async () => {
    const { courseId, lessonId } = await courseWithLesson(db);
    const asker = await learner(db, gateway, "asker", courseId);
    const follower = await learner(db, gateway, "follower", courseId);
    const outsiderEmail = await confirmedAccount(db, gateway.url, "outsider");
    const outsider = (await signIn(gateway.url, outsiderEmail)).backend;
    const refused = follow(gateway.url, outsider, lessonId, 1);
    expect((await refused.events)[0].errors?.[0].extensions.code).toBe("not_enrolled");

    const live = follow(gateway.url, follower, lessonId, 1);
    await live.opened;
    await settle();
    const asked = await call(`${gateway.url}/api/lessons/${lessonId}/questions`, {
      token: asker,
      body: { title: "What is a pointer?", body: "<p>Please explain <script>alert(1)</script></p>" },
    });
    expect(asked.status).toBe(201);
    expect(asked.body.body).toBe("<p>Please explain </p>");
    expect((await live.events).map((event) => event.data?.lessonDiscussion)).toEqual([
      { kind: "QUESTION_ASKED", lessonId, questionId: asked.body.id, postId: asked.body.id },
    ]);
  });
});

describe.skipIf(!postgresAdminUrl)("a lesson's discussion across two gateways on PostgreSQL", () => {
  let temp: TempPostgres;
  let dbA: Database;
  let dbB: Database;
  let a: RunningGateway;
  let b: RunningGateway;
  beforeAll(async () => {
    temp = await createPostgresDatabase();
    dbA = await openDatabase({ target: { kind: "postgres", location: temp.url } });
    dbB = await openDatabase({ target: { kind: "postgres", location: temp.url } });
    [a, b] = [await startGatewayOn(dbA), await startGatewayOn(dbB)];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await dbA?.close();
    await dbB?.close();
    await temp?.drop();
  });

  it("delivers a question asked on gateway A and an answer posted on A to a follower on gateway B", async () => {
    const { courseId, lessonId } = await courseWithLesson(dbA);
    const asker = await learner(dbA, a, "asker", courseId);
    const follower = await learner(dbA, a, "follower", courseId);
    const live = follow(b.url, follower, lessonId, 2);
    await live.opened;
    await settle();
    const asked = await call(`${a.url}/api/lessons/${lessonId}/questions`, {
      token: asker,
      body: { title: "Across replicas?", body: "<p>Does this reach B?</p>" },
    });
    expect(asked.status).toBe(201);
    const answered = await call(`${a.url}/api/questions/${asked.body.id}/answers`, {
      token: asker,
      body: { body: "<p>It should.</p>" },
    });
    expect(answered.status).toBe(201);
    expect((await live.events).map((event) => event.data?.lessonDiscussion)).toEqual([
      { kind: "QUESTION_ASKED", lessonId, questionId: asked.body.id, postId: asked.body.id },
      { kind: "ANSWER_POSTED", lessonId, questionId: asked.body.id, postId: answered.body.id },
    ]);
  });
});
