// A payment is never lost, nor its invoice mail, when the gateway is killed (docs/payments.md): kill -9 while the
// invoice mail of a committed payment is unsent, and while another learner's captured payment is being confirmed;
// after a restart on the same database each learner is enrolled once, holds one invoice (numbers with no gap) and
// gets its mail once. The real `razorpay` SDK talks to a loopback fake, which outlives the gateway as Razorpay would.
// On embedded PGlite on disk, and on PostgreSQL when available.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseTarget } from "@app/db";
import { spawnGateway, type ChildGateway } from "../../test/reliability/child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason } from "../../test/reliability/databases.ts";
import { createFixture } from "../../test/reliability/fixtures.ts";
import { call, graphql } from "../../test/reliability/http.ts";
import { startSmtpFake } from "../../test/reliability/smtp-fake.ts";
import { until } from "../../test/reliability/until.ts";
import { startFakeRazorpay } from "../../test/fake-razorpay.ts";
import { WEBHOOK_PATH } from "./payments.routes.ts";

const KEY_SECRET = "reliability-key-secret";
const WEBHOOK_SECRET = "reliability-webhook-secret";
const postgresSkip = await postgresUnavailableReason();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const BUY = `mutation ($courseId: ID!) { buyCourse(courseId: $courseId, placeOfSupply: "07") { orderId } }`;
const CONFIRM = `mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
  confirmCoursePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { courseId } }`;
const MINE = `{ myEnrollments { courseId } myPurchases(limit: 5) { status invoice { number } } }`;

async function prepare(kind: DatabaseTarget["kind"]) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-payment-crash-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const postgres = kind === "postgres" ? await createPostgresDatabase() : undefined;
  if (postgres) cleanups.push(() => postgres.drop());
  const db = await openDatabase({ target: { kind, location: postgres?.url ?? path.join(dataDir, "pg") } });
  const fixture = await createFixture(db, { learners: 2, lessons: 1, freeCourses: 0, enrolled: false });
  await db.prisma.course.update({ where: { id: fixture.courseId }, data: { pricePaise: 149_900 } });
  await db.close();
  return { fixture, env: { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) } };
}

const kinds = [
  { kind: "pglite" as const, name: "embedded PGlite", skip: null },
  { kind: "postgres" as const, name: "PostgreSQL", skip: postgresSkip },
];

describe.each(kinds)("payments and kill -9 on $name", ({ kind, skip }) => {
  it.skipIf(skip)(
    "enrols, invoices and mails each buyer once after the gateway dies between capture, enrolment and mail",
    async () => {
      const { fixture, env: base } = await prepare(kind);
      const [early, late] = fixture.learners;
      const razorpay = await startFakeRazorpay(KEY_SECRET);
      cleanups.push(() => razorpay.close());
      const smtp = await startSmtpFake();
      cleanups.push(() => smtp.close());
      const env = {
        ...base,
        SMTP_URL: smtp.url,
        RAZORPAY_KEY_ID: "rzp_test_reliability",
        RAZORPAY_KEY_SECRET: KEY_SECRET,
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: razorpay.url,
        // A killed gateway's job is handed to another process once its heartbeat lapses (pg-boss's minimum).
        JOB_HEARTBEAT_SECONDS: 10,
        JOB_RETRY_DELAY_SECONDS: 1,
      };
      let gateway: ChildGateway | undefined;
      cleanups.push(async () => void (await gateway?.kill("SIGKILL")));
      const buy = async (token: string) => {
        const { body } = await graphql(gateway!.url, BUY, { courseId: fixture.courseId }, token);
        expect(body.errors).toBeUndefined();
        const orderId = body.data.buyCourse.orderId as string;
        return { orderId, ...razorpay.pay(orderId) };
      };

      // The relay hangs: the first buyer's payment commits, its invoice mail is claimed and unsent.
      smtp.answering = false;
      gateway = await spawnGateway(env);
      const first = await buy(early.token);
      const confirmed = await graphql(gateway.url, CONFIRM, first, early.token);
      expect(confirmed.body.errors).toBeUndefined();
      await until(() => smtp.connections > 0, "the invoice mail is being sent", 30_000).catch((error: Error) => {
        throw new Error(`${error.message}\n${gateway!.stderr()}`);
      });
      // The second buyer has paid (captured at the provider); the gateway dies while confirming it.
      const second = await buy(late.token);
      const inFlight = graphql(gateway.url, CONFIRM, second, late.token).catch(() => null);
      expect((await gateway.kill("SIGKILL")).signal).toBe("SIGKILL");
      await inFlight;
      expect(smtp.messages).toEqual([]);

      smtp.answering = true;
      gateway = await spawnGateway(env);
      // Razorpay retries its webhook; the browser may come back too. Each settles nothing twice.
      const payment = razorpay.payments.find((candidate) => candidate.id === second.paymentId)!;
      const event = razorpay.webhook("payment.captured", payment, WEBHOOK_SECRET);
      for (let delivery = 0; delivery < 2; delivery++) {
        const answer = await call(`${gateway.url}${WEBHOOK_PATH}`, {
          body: event.body,
          headers: { "x-razorpay-signature": event.signature, "x-razorpay-event-id": `evt_${second.paymentId}` },
        });
        expect(answer.status).toBe(200);
      }
      expect((await graphql(gateway.url, CONFIRM, second, late.token)).body.errors).toBeUndefined();

      const numbers: string[] = [];
      for (const learner of [early, late]) {
        const { body } = await graphql(gateway.url, MINE, {}, learner.token);
        expect(body.data.myEnrollments).toEqual([{ courseId: fixture.courseId }]);
        expect(body.data.myPurchases).toHaveLength(1);
        expect(body.data.myPurchases[0].status).toBe("paid");
        numbers.push(body.data.myPurchases[0].invoice.number);
      }
      expect(numbers.map((number) => Number(number.split("/").at(-1))).sort()).toEqual([1, 2]);

      const mailsTo = (email: string) => smtp.messages.filter((message) => message.to.includes(email));
      await until(
        () => mailsTo(early.email).length > 0 && mailsTo(late.email).length > 0,
        "both invoice mails",
        120_000,
      );
      // Never twice: the retry of the killed worker's claim and the webhook's replays send nothing more.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(mailsTo(early.email)).toHaveLength(1);
      expect(mailsTo(late.email)).toHaveLength(1);
      expect(mailsTo(early.email)[0].data).toContain(numbers[0]);
    },
    300_000,
  );
});
