// Identity mail on the durable queue (decision 033), on the real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): the job names the token row and never carries the link or the code, and an email whose
// attempts all failed (here an SMTP server that refuses connections) waits in the dead letter queue, where an admin
// reads it through GraphQL.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn } from "../rest/rest-test-helpers.ts";
import { startIdentityMailWorker } from "./auth-mail.ts";

const FAILED_MAIL = `query TestFailedMail { failedMail { id kind to error attempts queuedAt failedAt } }`;

/** A port nothing listens on: SMTP connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("identity mail that cannot be delivered", () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startTestGateway({
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      AUTH_EMAIL_MIN_INTERVAL_SECONDS: "0",
    });
    // No retries, so the first failure is the last (production retries 4 times with backoff).
    await startIdentityMailWorker(gateway.app.services, { retryLimit: 0 });
  });
  afterAll(() => gateway?.close());

  it("keeps a failed confirmation, without its link, for admins to read", async () => {
    const email = `unlucky-${Date.now()}@example.com`;
    const signup = await call(gateway, "POST", "/auth/v1/signup", {
      body: { email, password: "a-long-password-1" },
    });
    expect(signup.status).toBe(200);

    const admin = await signIn(gateway);
    await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
    let failed: { kind: string; to: string; error: string; attempts: number }[] = [];
    for (let attempt = 0; attempt < 120 && failed.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const answer = await call(gateway, "POST", "/graphql", { token: admin.token, body: { query: FAILED_MAIL } });
      expect(answer.json.errors).toBeUndefined();
      failed = answer.json.data.failedMail;
    }
    expect(failed).toMatchObject([{ kind: "confirmation", to: email, attempts: 1 }]);
    expect(failed[0].error).toMatch(/ECONNREFUSED/);

    // The job names the token row; what it stores cannot open the account.
    const [letter] = await gateway.app.services.jobs.deadLetters("identity-mail-failed", 1);
    expect(Object.keys(letter.data).sort()).toEqual(["kind", "pkce", "redirectTo", "to", "tokenId"]);
    const token = await gateway.app.services.db.prisma.authOneTimeToken.findFirstOrThrow({
      where: { user: { email } },
    });
    expect(letter.data).toMatchObject({ kind: "token", tokenId: token.id });

    const learner = await signIn(gateway);
    const refused = await call(gateway, "POST", "/graphql", { token: learner.token, body: { query: FAILED_MAIL } });
    expect(refused.json.errors?.[0]?.extensions?.code).toBe("forbidden");
  });
});
