// Schema tests run documents straight against the domain schema over a real test database
// (openTestDatabase), with in-memory stand-ins for the identity layer, token issuer and file store.
import { execute as executeGraphql, GraphQLError, parse, type ExecutionResult } from "graphql";
import type { Database } from "@app/db";
import type {
  AttemptThrottle,
  BackendTokenIssuer,
  Context,
  DeadLetter,
  FailedJob,
  FileStore,
  IdentityPort,
  JobKindState,
  JobName,
  JobQueue,
  ProviderIdentity,
  Viewer,
} from "../context.ts";
import { AppError } from "../errors.ts";
import { toSchema } from "../index.ts";

/** Accepts the access tokens registered in `tokens`; passwords are kept in plain text, per authId. */
export class MemoryIdentity implements IdentityPort {
  readonly tokens = new Map<string, ProviderIdentity>();
  readonly passwords = new Map<string, string>();
  readonly deleted = new Set<string>();
  /** Banned identities; like a hosted project's, their access tokens stay valid until they expire. */
  readonly disabled = new Set<string>();

  async verifyAccessToken(token: string): Promise<ProviderIdentity> {
    const identity = this.tokens.get(token);
    if (!identity || this.deleted.has(identity.authId)) throw new AppError("invalid_token", "Invalid access token");
    return identity;
  }

  async verifyPassword(authId: string, _email: string, password: string): Promise<boolean> {
    return this.passwords.get(authId) === password;
  }

  async changePassword(authId: string, newPassword: string): Promise<void> {
    this.passwords.set(authId, newPassword);
  }

  async deleteIdentity(authId: string): Promise<void> {
    this.deleted.add(authId);
    this.passwords.delete(authId);
  }

  async setDisabled(authId: string, disabled: boolean): Promise<void> {
    if (disabled) this.disabled.add(authId);
    else this.disabled.delete(authId);
  }
}

export class MemoryFileStore implements FileStore {
  readonly files = new Map<string, { bytes: Uint8Array; contentType: string }>();

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    this.files.set(key, { bytes, contentType });
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<{ size: number }> {
    const chunks: Uint8Array[] = [];
    for await (const chunk of source) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    this.files.set(key, { bytes, contentType });
    return { size: bytes.length };
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}

/** Tokens are readable on purpose so tests can assert who they were issued to. */
export const memoryTokens: BackendTokenIssuer = {
  issue: async (viewer: Viewer) => `test-token:${viewer.userId}`,
};

/** Allows `limit` current-password checks per learner, then asks to wait a minute. */
export class MemoryThrottle implements AttemptThrottle {
  readonly checks = new Map<string, number>();
  constructor(readonly limit = Number.POSITIVE_INFINITY) {}

  async passwordCheck(userId: string): Promise<number | null> {
    const count = (this.checks.get(userId) ?? 0) + 1;
    this.checks.set(userId, count);
    return count > this.limit ? 60 : null;
  }
}

/** Records the jobs sent; tests of the worker run them against the real queue (gateway/src/video). */
export class MemoryJobQueue implements JobQueue {
  readonly sent: { name: keyof JobName; data: unknown }[] = [];
  /** Jobs a test declares failed, per dead letter queue, newest last. */
  readonly dead = new Map<keyof JobName, DeadLetter<unknown>[]>();
  async send<Name extends keyof JobName>(name: Name, data: JobName[Name]) {
    this.sent.push({ name, data });
  }
  async ready() {}
  async deadLetters<Name extends keyof JobName>(name: Name, limit: number) {
    return [...(this.dead.get(name) ?? [])].reverse().slice(0, limit) as DeadLetter<JobName[Name]>[];
  }
  /** Sent jobs wait (nothing runs them here); failed ones are the gateway's queue's (gateway/src/jobs). */
  async states(): Promise<JobKindState[]> {
    const waiting = new Map<string, number>();
    for (const { name } of this.sent) waiting.set(name, (waiting.get(name) ?? 0) + 1);
    return [...waiting].map(([kind, count]) => ({
      kind,
      waiting: count,
      running: 0,
      failed: 0,
      oldestWaitingSeconds: 0,
    }));
  }
  async failedJobs(): Promise<FailedJob[]> {
    return [];
  }
  async retryJob(): Promise<FailedJob | null> {
    return null;
  }
  async discardJob(): Promise<FailedJob | null> {
    return null;
  }
}

export interface TestContext extends Context {
  identity: MemoryIdentity;
  files: MemoryFileStore;
  jobs: MemoryJobQueue;
  throttle: MemoryThrottle;
}

export function createTestContext({ db, viewer = null }: { db: Database; viewer?: Viewer | null }): TestContext {
  return {
    db,
    prisma: db.prisma,
    viewer,
    identity: new MemoryIdentity(),
    tokens: memoryTokens,
    files: new MemoryFileStore(),
    jobs: new MemoryJobQueue(),
    throttle: new MemoryThrottle(),
    publicUrl: "http://localhost:3000",
    uploadLimitBytes: 10 * 1024 * 1024,
  };
}

/**
 * Executes one document. Each call gets a shallow copy of the context, as the gateway builds a new
 * context per request: per-request caches (dataloaders) must not leak between calls.
 * AppErrors carry their code in extensions.code, as the gateway's error mapping does.
 */
export async function execute(
  context: Context,
  document: string,
  variables?: Record<string, unknown>,
): Promise<ExecutionResult> {
  const result = await executeGraphql({
    schema: toSchema(),
    document: parse(document),
    variableValues: variables,
    contextValue: { ...context },
  });
  return result.errors ? { ...result, errors: result.errors.map(withCode) } : result;
}

function withCode(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!(original instanceof AppError)) return error;
  return new GraphQLError(original.message, {
    nodes: error.nodes,
    path: error.path,
    originalError: original,
    extensions: { code: original.code, ...(original.details ? { details: original.details } : {}) },
  });
}
