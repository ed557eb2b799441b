// What every resolver receives. The gateway builds it per request; tests build it directly.
import type { Database, Prisma, PrismaClient } from "@app/db";
import type { PaymentProvider } from "./modules/payments/payment-port.ts";
import type { InvoiceSettings } from "./modules/payments/invoices/invoices.service.ts";
import type { Language } from "./languages.ts";

export type Role = "student" | "instructor" | "admin";

/** The signed-in learner, taken from the verified backend token, never from client-sent ids. */
export interface Viewer {
  userId: string;
  authId: string;
  role: Role;
  /**
   * The identity session the backend token was exchanged from (the access token's `session_id`): the token dies
   * with that session. Absent for tokens of identities without one.
   */
  sessionId?: string | null;
}

/** Claims of a verified identity-provider (Supabase) access token. */
export interface ProviderIdentity {
  authId: string;
  email: string;
  emailConfirmed: boolean;
  /** The identity's confirmed phone number in E.164, when it has one (phone sign-in). */
  phone?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  avatarUrl?: string;
  /** The identity session the access token belongs to (`session_id` claim). */
  sessionId?: string | null;
}

/** The identity layer (embedded server or hosted Supabase) as the domain needs it. */
export interface IdentityPort {
  /** Verifies a provider access token; throws AppError("invalid_token") when it is not valid. */
  verifyAccessToken(token: string): Promise<ProviderIdentity>;
  /** True when `password` is the identity's current password. */
  verifyPassword(authId: string, email: string, password: string): Promise<boolean>;
  /**
   * Replaces the password and, as the identity server's own password change does, ends every other session of the
   * identity and every outstanding email link. `keepSessionId` is the session the change came from, if known.
   */
  changePassword(authId: string, newPassword: string, keepSessionId?: string | null): Promise<void>;
  /** Removes the identity: its sessions and refresh tokens stop working at once. */
  deleteIdentity(authId: string): Promise<void>;
  /** Bans or unbans the identity (docs/staff-console.md); a ban ends its sessions at once and refuses sign-in and refresh. */
  setDisabled(authId: string, disabled: boolean): Promise<void>;
}

/** Issues the gateway's own short-lived backend token (spec: stored under `token`). */
export interface BackendTokenIssuer {
  issue(viewer: Viewer): Promise<string>;
}

/** Limits how often one learner, and one client, may try a secret (current-password guessing). */
export interface AttemptThrottle {
  /** Counts one current-password check by `userId`; resolves to the seconds to wait when over a limit, else null. */
  passwordCheck(userId: string): Promise<number | null>;
}

/**
 * Where uploaded and seeded files live (local disk or an S3-compatible bucket, gateway/src/files); keys are
 * relative paths such as `avatars/ab12.png`. Every method throws ServiceUnavailableError when the store cannot be
 * reached in time.
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it whole (staff video uploads). The object appears under `key` only once the
   * stream has ended; when the stream fails (a size limit, a cut connection) nothing is left behind and the
   * stream's error is thrown. Answers the number of bytes stored.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<{ size: number }>;
  remove(key: string): Promise<void>;
}

/** Jobs the domain hands to the durable queue in the database (pg-boss, decision 018). */
export interface JobName {
  /** Makes the HLS renditions of a lesson's uploaded video (docs/video.md). */
  "video-transcode": { lessonId: string; sourceKey?: string };
  /** A transcode whose last attempt was lost with its gateway: the video is marked FAILED so staff can retry. */
  "video-transcode-lost": { lessonId: string; sourceKey?: string };
  /** Sends the email and push of notifications whose channels are pending (docs/notifications.md). */
  "notification-deliver": { notificationIds: string[] };
  /** Sends one SMS or WhatsApp message of a notification (docs/notifications.md), held past quiet hours. */
  "notification-message": { messageId: string };
  /** Reminds the learners whose reminder time has come and whose daily goal is not met (docs/practice.md). */
  "practice-reminder": Record<string, never>;
  /** Reminds learners of the exams and mock tests they sit tomorrow, once each (docs/notifications.md). */
  "exam-reminder": Record<string, never>;
  /** Submits the mock-test attempts whose time and grace ran out (docs/mock-tests.md): every minute, by schedule. */
  "mock-test-close-overdue": Record<string, never>;
  /** Asks the payment provider about unpaid orders younger than a day (docs/payments.md): by schedule. */
  "payments-reconcile": Record<string, never>;
  /** Mails a purchase's tax invoice or credit note to its buyer (docs/payments.md), whatever their settings. */
  "payment-mail": { kind: "invoice" | "credit-note"; id: string };
  /** An email of the identity server (gateway/src/auth/auth-mail.ts); it carries no secret, only what to mail. */
  "identity-mail": IdentityMailJob;
  /** Identity mail whose last attempt failed: kept, with its error, for staff (Query.failedMail). */
  "identity-mail-failed": IdentityMailJob;
}

/**
 * An identity email to send: a one-time token already stored (its link and code are made when it is mailed), or a
 * recovery or a resend whose address is looked up by the job, so the request answers alike for any address.
 */
export type IdentityMailJob =
  | { kind: "token"; tokenId: string; to: string; redirectTo: string; pkce: boolean }
  /** An SMS code (phone sign-in or number change) to `to`, a number in E.164; sent through the SMS port. */
  | { kind: "sms"; tokenId: string; to: string }
  | {
      kind: "recover" | "resend";
      email: string;
      redirectTo: string;
      pkce: { challenge: string; method: "s256" | "plain" } | null;
    };

/** A job that failed its last attempt, waiting in its dead letter queue for someone to look. */
export interface DeadLetter<Data> {
  id: string;
  data: Data;
  /** What the last attempt threw. */
  error: string | null;
  queuedAt: Date;
  failedAt: Date;
  attempts: number;
}

/** The jobs of one kind now, every replica's (the System page, the metrics). */
export interface JobKindState {
  kind: string;
  /** Due, or waiting for a retry's backoff. */
  waiting: number;
  running: number;
  /** Failed their last attempt and kept (pg-boss retention) until retried or discarded. */
  failed: number;
  /** Age of the oldest waiting job; null when none waits. */
  oldestWaitingSeconds: number | null;
}

/** A job whose last attempt failed. Its data is not shown: it may carry an address or a token's id. */
export interface FailedJob {
  id: string;
  kind: string;
  error: string | null;
  attempts: number;
  queuedAt: Date;
  failedAt: Date;
}

/** What the System page shows of the gateway's configuration (never a secret) and of its stored files. */
export interface SystemPort {
  /** The mail, push, SMS and payment channels: whether each is configured, and how (a provider's name). */
  channels: { name: string; configured: boolean; detail: string | null }[];
  /** The limits in force, by their configuration names (cost budgets, GRAPHQL_COST_LIMIT, upload limits). */
  limits: { name: string; value: number }[];
  /** The operator's monthly cap on SMS and WhatsApp notifications (docs/notifications.md); null for none. */
  messageBudgetPaise?: number | null;
  /** Every stored object with its size: a walk of the local folder or the bucket. */
  storedObjects(): AsyncIterable<{ key: string; size: number }>;
}

export interface SendOptions {
  /** The job waits until then (a message held past quiet hours). */
  startAfter?: Date;
  /**
   * The job is written by this transaction, so it exists if and only if the transaction commits: no crash between
   * the commit and the send can lose it. Call `ready(name)` before the transaction opens (on PGlite the queue's own
   * statements would wait for the open transaction).
   */
  transaction?: Prisma.TransactionClient;
}

export interface JobQueue {
  /** Resolves once the job is stored: it survives a restart of every gateway. */
  send<Name extends keyof JobName>(name: Name, data: JobName[Name], options?: SendOptions): Promise<void>;
  /** Makes `name` ready for a send inside a transaction (`SendOptions.transaction`); cheap once done. */
  ready(name: keyof JobName): Promise<void>;
  /** The newest jobs of a dead letter queue, newest first. */
  deadLetters<Name extends keyof JobName>(name: Name, limit: number): Promise<DeadLetter<JobName[Name]>[]>;
  /** Waiting, running and failed jobs per kind. */
  states(): Promise<JobKindState[]>;
  /** Failed jobs, newest first. */
  failedJobs(limit: number): Promise<FailedJob[]>;
  /** Queues a failed job again (its attempts start over); false when no failed job has this id. */
  retryJob(id: string): Promise<FailedJob | null>;
  /** Deletes a failed job; null when no failed job has this id. */
  discardJob(id: string): Promise<FailedJob | null>;
}

export interface Context {
  db: Database;
  prisma: PrismaClient;
  viewer: Viewer | null;
  /**
   * The language the request reads in (`?lang=` or Accept-Language, docs/languages.md): course titles and
   * descriptions answer in it where staff translated them. Absent: the courses' own text.
   */
  language?: Language;
  identity: IdentityPort;
  tokens: BackendTokenIssuer;
  files: FileStore;
  jobs: JobQueue;
  throttle: AttemptThrottle;
  /** Public origin of the API (e.g. http://localhost:3000), for absolute links such as certificate downloads. */
  publicUrl: string;
  /** The largest picture upload taken (the gateway's UPLOAD_LIMIT_BYTES); larger ones are downscaled anyway. */
  uploadLimitBytes: number;
  /** The payment provider (decision 030); null when paid courses cannot be bought (production without keys). */
  payments?: PaymentProvider | null;
  /** The operator as its tax invoices name it (docs/payments.md, "Tax invoices"); from the gateway's configuration. */
  invoicing?: InvoiceSettings;
  /** The Web Push application server key (VAPID) browsers subscribe with; null when push is not configured. */
  vapidPublicKey?: string | null;
  /** The push services a subscription may point at (the gateway's PUSH_ENDPOINT_HOSTS); unset: the browsers' own. */
  pushEndpointHosts?: readonly string[];
  /** The gateway's channels, limits and storage for the System page; absent outside a gateway. */
  system?: SystemPort;
  /**
   * Awaits `wait` without holding this execution's turn at the gateway's execution gate (decision 015, "Waiting
   * outside a turn"), for a wait that costs this process no work, such as a submission waiting for its set's group
   * commit. Absent outside a gated execution: then a plain await.
   */
  awaitOutsideTurn?: <T>(wait: () => Promise<T>) => Promise<T>;
  /**
   * Set by the gateway's answer cache while it executes an answer it may keep: a field whose value turns at a known
   * instant without any write (the learner's Indian day ending) says when, and the kept answer is not given from
   * that instant on (decision 048). Absent outside such an execution.
   */
  answerHoldsUntil?: (instant: Date) => void;
  /**
   * Set as `answerHoldsUntil` is: a field of a learner's kept answer that shows another user's profile (a post's
   * author name) says whose, and the answer is dropped with any change of theirs announced on `learner_changed`
   * (decision 052). Under any other kept answer, a call keeps it from being kept.
   */
  answerShowsUser?: (userId: string) => void;
  /**
   * Set as `answerHoldsUntil` is: a field that reads a lesson's discussion it found as it ran (a thread read by a
   * post's id) names the lesson, and the learner's kept answer is dropped with any post of it, as one whose lesson
   * was an argument (decision 055). An answer of a field so marked that named no lesson is not kept, nor is an
   * answer kept for everyone under which it is called.
   */
  answerReadsDiscussion?: (lessonId: string) => void;
}
