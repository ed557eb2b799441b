// Two gateways behind nginx on one PostgreSQL with their files in one S3 bucket (docs/operations.md): they behave as one.
// A picture uploaded through one is served by the other, the sign-in limit counts a client's attempts on both,
// and killing one mid-burst (SIGKILL) loses no write that either acknowledged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import type { ChildGateway } from "../../test/reliability/child-gateway.ts";
import type { Fixture } from "../../test/reliability/fixtures.ts";
import { call } from "../../test/reliability/http.ts";
import { confirmedAccount, PASSWORD, signIn } from "../../test/reliability/identity-sessions.ts";
import type { Nginx } from "../../test/reliability/nginx.ts";
import { replicasUnavailableReason, startReplicas, type Replicas } from "../../test/reliability/replicas.ts";
import { writeBurst, type Acknowledged } from "../../test/reliability/write-burst.ts";
import { startS3Server, type TestS3Server } from "../../test/s3-server.ts";

const SIGN_IN_LIMIT = 30;
const skipReason = await replicasUnavailableReason();
if (skipReason) console.warn(`replicas suite skipped: ${skipReason}`);

// A real 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe.skipIf(skipReason)("two gateways behind nginx on PostgreSQL with files in S3", () => {
  let s3: TestS3Server;
  let replicas: Replicas | undefined;
  let db: Database;
  let fixture: Fixture;
  let gateways: ChildGateway[];
  let nginx: Nginx;

  beforeAll(async () => {
    s3 = await startS3Server();
    replicas = await startReplicas(
      { learners: 8, lessons: 4, freeCourses: 12 },
      { TRUST_PROXY: "true", RATE_LIMIT_AUTH_PER_MINUTE: String(SIGN_IN_LIMIT), ...s3.env },
    );
    ({ db, fixture, gateways, nginx } = replicas);
  }, 240_000);

  afterAll(async () => {
    await replicas?.stop();
    await s3?.close();
  });

  it("serves a picture uploaded through one gateway from the other and through nginx", async () => {
    const [a, b] = gateways;
    const form = new FormData();
    form.append("profile_picture", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "me.png");
    const uploaded = await fetch(`${a.url}/api/users/profile-picture`, {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${fixture.learners[0].token}` },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const { profilePicture } = (await uploaded.json()) as { profilePicture: string };
    // The gateway stores the picture re-encoded at its shown size: compare with what the uploading gateway serves.
    const original = await fetch(`${a.url}${profilePicture}`);
    expect(original.status).toBe(200);
    const bytes = Buffer.from(await original.arrayBuffer());
    for (const base of [b.url, nginx.url, nginx.url]) {
      const served = await fetch(`${base}${profilePicture}`);
      expect(served.status, `${base}${profilePicture}`).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes), `${base}${profilePicture}`).toBe(true);
    }
    expect(s3.requests.some((request) => request.startsWith(`PUT /${s3.bucket}/`))).toBe(true);
  });

  it(`refuses sign-in number ${SIGN_IN_LIMIT + 1} in a minute from one client, whichever gateway it reaches`, async () => {
    const email = await confirmedAccount(db, gateways[0].url, "limits");
    // One client address for this test alone (nginx and the gateways trust X-Forwarded-For). Right passwords: wrong
    // ones meet the per-account limit on failures first (10), and this is about the address's limit shared by replicas.
    const headers = { "x-forwarded-for": "203.0.113.31" };
    const attempt = (gateway: ChildGateway) =>
      call(`${gateway.url}/auth/v1/token?grant_type=password`, { body: { email, password: PASSWORD }, headers });
    const statuses: number[] = [];
    for (let index = 0; index < SIGN_IN_LIMIT; index++) statuses.push((await attempt(gateways[index % 2])).status);
    expect(
      statuses.filter((status) => status === 429),
      "refused before the limit",
    ).toEqual([]);
    for (const gateway of gateways) {
      const refused = await attempt(gateway);
      expect(refused.status, gateway.url).toBe(429);
      expect(refused.body.error_code ?? refused.body.code).toBe("over_request_rate_limit");
    }
    // Another client still signs in.
    await expect(signIn(gateways[1].url, email)).resolves.toMatchObject({ backend: expect.any(String) });
  });

  it("loses no acknowledged write when one gateway is killed with SIGKILL mid-burst", async () => {
    const burst = writeBurst(nginx.url, fixture);
    await until(() => burst.acknowledged.count >= 150);
    const exit = await gateways[0].kill("SIGKILL");
    expect(exit.signal).toBe("SIGKILL");
    const atKill = burst.acknowledged.count;
    // The survivor carries on alone.
    await until(() => burst.acknowledged.count >= atKill + 150);
    burst.stop();
    await burst.done;

    // Requests caught on the killed gateway get nginx's 502 (never replayed on the other: proxy_next_upstream off).
    expect(burst.acknowledged.unexpected.filter((line) => !line.startsWith("502 "))).toEqual([]);
    expect(await lostWrites(db, fixture, burst.acknowledged)).toEqual([]);
    console.info(
      `replicas: ${burst.acknowledged.count} acknowledged writes (${atKill} before kill -9 of one gateway), none lost`,
    );
  }, 120_000);
});

async function until(condition: () => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Acknowledged writes missing from the database (read directly, not through a gateway). */
async function lostWrites(db: Database, fixture: Fixture, acknowledged: Acknowledged): Promise<string[]> {
  const ids = fixture.learners.map((learner) => learner.id);
  const enrollments = await db.prisma.enrollment.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, courseId: true },
  });
  const enrolled = new Set(enrollments.map((row) => `${row.userId}/${row.courseId}`));
  const progress = await db.prisma.lessonProgress.findMany({
    where: { userId: { in: ids } },
    select: { userId: true, lessonId: true, watchTime: true },
  });
  const watched = new Map(progress.map((row) => [`${row.userId}/${row.lessonId}`, row.watchTime]));
  const lost: string[] = [];
  for (const [learnerId, courses] of acknowledged.enrollments) {
    for (const courseId of courses)
      if (!enrolled.has(`${learnerId}/${courseId}`)) lost.push(`enrollment ${learnerId}/${courseId}`);
  }
  for (const [learnerId, lessons] of acknowledged.watchTime) {
    for (const [lessonId, watchTime] of lessons) {
      const stored = watched.get(`${learnerId}/${lessonId}`);
      if (stored === undefined || stored < watchTime)
        lost.push(`progress ${learnerId}/${lessonId}: ${stored} < ${watchTime}`);
    }
  }
  return lost;
}
