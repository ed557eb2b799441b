// The console's System page over a real gateway and its pg-boss queue (docs/operations.md, "System page"): this
// gateway's heartbeat, a job that really failed (notification delivery handed ids that are not a list), its retry
// and its discard, each in the audit log, the stored files by kind, the channels and limits; learners are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn, type Learner } from "../rest/rest-test-helpers.ts";
import { deliverNotifications } from "../jobs/notification-delivery.ts";
import { createPushSender } from "../jobs/push-sender.ts";

let gateway: TestGateway;
let admin: Learner;

beforeAll(async () => {
  gateway = await startTestGateway({ APP_VERSION: "2026.11.28-test", GRAPHQL_COST_LIMIT: "12345" });
  admin = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  const { services } = gateway.app;
  await services.files.put("avatars/a.png", new Uint8Array(300), "image/png");
  await services.db.prisma.storedFile.create({ data: { key: "avatars/a.png", kind: "avatar" } });
  await services.files.put("stray/left-over.bin", new Uint8Array(70), "application/octet-stream");
  // The real delivery handler, without its retries so that the bad payload fails at once.
  const push = createPushSender(services.config.vapid, ["push.example.com"]);
  await services.jobs.work("notification-deliver", { concurrency: 1, retryLimit: 0 }, (job) =>
    deliverNotifications(services, push, job.data.notificationIds, job.retryCount),
  );
  await services.jobs.send("notification-deliver", { notificationIds: "not-a-list" as unknown as string[] });
  await services.jobs.idle("notification-deliver", 10_000);
}, 60_000);
afterAll(async () => gateway?.close());

const STATUS = `{ systemStatus {
  gateways { id version host uptimeSeconds answering }
  jobs { kind waiting running failed }
  failedJobs { id kind error attempts }
  storage { kind files bytes }
  channels { name configured detail }
  limits { name value }
} }`;

async function graphql(query: string, variables: Record<string, unknown> = {}, token = admin.token) {
  const { json } = await call(gateway, "POST", "/graphql", { token, body: { query, variables } });
  return json as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}

describe("systemStatus", () => {
  it("reports this gateway, the failed job, storage by kind, channels and limits", async () => {
    const { data, errors } = await graphql(STATUS);
    expect(errors).toBeUndefined();
    const status = data!.systemStatus;
    expect(status.gateways).toEqual([expect.objectContaining({ version: "2026.11.28-test", answering: true })]);
    expect(status.jobs).toContainEqual({ kind: "notification-deliver", waiting: 0, running: 0, failed: 1 });
    expect(status.failedJobs).toEqual([
      expect.objectContaining({ kind: "notification-deliver", attempts: 1, error: expect.any(String) }),
    ]);
    expect(status.storage).toEqual(
      expect.arrayContaining([
        { kind: "avatar", files: 1, bytes: 300 },
        { kind: "unreferenced", files: 1, bytes: 70 },
      ]),
    );
    expect(status.channels).toContainEqual({ name: "mail", configured: true, detail: "dev-mailbox" });
    expect(status.channels).toContainEqual({ name: "payments", configured: true, detail: "test-provider" });
    expect(status.limits).toContainEqual({ name: "GRAPHQL_COST_LIMIT", value: 12345 });
    expect(JSON.stringify(status)).not.toContain(gateway.app.services.config.jwtSecret);
  });

  it("is for admins only", async () => {
    const learner = await signIn(gateway);
    const { errors } = await graphql(STATUS, {}, learner.token);
    expect(errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});

describe("retrying and discarding a failed job", () => {
  it("queues it again, then (failed once more) deletes it, each in the audit log", async () => {
    const [failed] = (await graphql(STATUS)).data!.systemStatus.failedJobs;
    const retried = await graphql(
      `
        mutation ($id: ID!) {
          retryFailedJob(id: $id) {
            id
            kind
          }
        }
      `,
      { id: failed.id },
    );
    expect(retried.data?.retryFailedJob).toEqual({ id: failed.id, kind: "notification-deliver" });
    // The worker takes it again, and the same payload fails again.
    await gateway.app.services.jobs.idle("notification-deliver", 10_000);
    await expect.poll(async () => (await graphql(STATUS)).data!.systemStatus.failedJobs.length).toBe(1);

    const discarded = await graphql(
      `
        mutation ($id: ID!) {
          discardFailedJob(id: $id) {
            id
          }
        }
      `,
      { id: failed.id },
    );
    expect(discarded.data?.discardFailedJob).toEqual({ id: failed.id });
    expect((await graphql(STATUS)).data!.systemStatus.failedJobs).toEqual([]);
    const again = await graphql(
      `
        mutation ($id: ID!) {
          discardFailedJob(id: $id) {
            id
          }
        }
      `,
      { id: failed.id },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe("not_found");

    const entries = await gateway.app.services.db.prisma.auditEntry.findMany({
      where: { entity: "Job", entityId: failed.id },
      orderBy: { createdAt: "asc" },
    });
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["retry", admin.user.id],
      ["discard", admin.user.id],
    ]);
  });
});
