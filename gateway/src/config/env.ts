// The only reader of process.env in the gateway. Fails fast with the list of what is wrong.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { pictureLimits } from "@app/schema/input-limits";
import { vapidKeys, type VapidKeys } from "./vapid-keys.ts";

const bool = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default(".data"),
  // Where files live: local disk under DATA_DIR/files, or an S3-compatible bucket shared by every gateway.
  STORAGE: z.enum(["local", "s3"]).default("local"),
  // Unset with STORAGE=s3: AWS S3 itself; otherwise R2, MinIO, Supabase Storage... (their S3 endpoint).
  S3_ENDPOINT: z
    .string()
    .url()
    .regex(/^https?:\/\//, "must start with http:// or https://")
    .optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default("us-east-1"),
  // Both or neither: neither uses the SDK's default credential chain (an instance or task role).
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  // Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted stores.
  S3_FORCE_PATH_STYLE: bool.default(false),
  // How long to wait for the bucket to connect or answer before a request gets 503.
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SITE_URL: z.string().url().optional(),
  CLIENT_DIST: z.string().optional(),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().optional(),
  SUPABASE_JWT_SECRET: z.string().min(32).optional(),
  SUPABASE_JWKS_URL: z.string().url().optional(),
  SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
  BACKEND_JWT_SECRET: z.string().min(32).optional(),
  BACKEND_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(3600),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  // Where the embedded identity server's mail goes; unset: SMTP when SMTP_URL is set, else the dev mailbox
  // (development only: production refuses to start without SMTP_URL unless this says "off").
  MAIL_DELIVERY: z.enum(["smtp", "mailbox", "off"]).optional(),
  MAIL_FROM: z.string().default("VidyaPath <no-reply@vidyapath.local>"),
  CORS_ORIGINS: list.optional(),
  GRAPHQL_INTROSPECTION: bool.optional(),
  // Serve the client's source maps (built beside every bundle, never referenced from it); off in production by default.
  SOURCE_MAPS: bool.optional(),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Pictures (profile, team, staff images): phone photos are 3-8 MB and are stored downscaled. The default is the
  // one the profile picture's hint states (input-limits.ts); spec section 9's 2 MB was a hint, never a limit.
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(pictureLimits.maxBytes),
  // Staff lesson videos (POST /api/admin/uploads?kind=video), streamed to storage, never held in memory.
  VIDEO_UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(500 * 1024 * 1024),
  // A resumable staff upload (tus) not finished this long after it began is deleted from the staging area.
  UPLOAD_EXPIRY_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(24),
  // What one /graphql request may ask for, in values its answer can hold (decision 015): every operation of a batch
  // counts against the same budget, lists count their estimated size (gateway/src/graphql/query-cost.ts).
  GRAPHQL_COST_LIMIT: z.coerce.number().int().min(100).default(20_000),
  // Largest /graphql answer sent, in bytes; a bigger one is replaced by an answer_too_large error.
  GRAPHQL_MAX_ANSWER_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(4 * 1024 * 1024),
  // Budgets of cost per minute on /graphql and /api (decision 029), counted by every replica together: a request
  // costs 1, or its executions' price (query-cost.ts) when it ran any. Signed-in requests count against their
  // account and session, never their address; anonymous ones against their address (a campus or a carrier NAT
  // shares it: sign-in exchanges and cached public reads fit). Files (/api/files/*) are not counted.
  RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE: z.coerce.number().int().min(1).default(100_000),
  RATE_LIMIT_ACCOUNT_COST_PER_MINUTE: z.coerce.number().int().min(1).default(200_000),
  RATE_LIMIT_SESSION_COST_PER_MINUTE: z.coerce.number().int().min(1).default(100_000),
  // Requests in flight at once on one gateway per client (an account, or an anonymous address).
  RATE_LIMIT_READS_IN_FLIGHT: z.coerce.number().int().min(1).default(64),
  // Load shedding: GraphQL executions running at once, and the share of the JS heap's limit above which no new one
  // starts (503 with Retry-After; cached answers are still served).
  LOAD_SHED_MAX_EXECUTIONS: z.coerce.number().int().min(1).default(16),
  LOAD_SHED_HEAP_PERCENT: z.coerce.number().int().min(10).max(100).default(70),
  // Requests per minute from one client address to each identity route that takes a secret or sends mail
  // (sign-up, sign-in and refresh, verify, recover, resend, user update). Sized for a campus behind one address:
  // 60 learners signing up, confirming and signing in within a few minutes stay well under it.
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // Failed sign-ins (password grant) and failed 6-digit codes per account per 15 minutes: the main defence
  // against guessing, whatever address the guesses come from (auth/account-limits.ts).
  RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_OTP_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  // Current-password checks (password change from the profile) per 15 minutes, per account and per client
  // address (the latter sized for a campus: a stolen session still gets only the per-account few).
  RATE_LIMIT_PASSWORD_CHECKS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_PASSWORD_CHECKS_PER_IP: z.coerce.number().int().min(1).default(200),
  // A rotated refresh token presented again within this window is tolerated; later, the session is revoked.
  REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(10),
  EMAIL_LINK_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  // Minimum gap between two confirmation (or recovery) emails to the same user (GoTrue's max_frequency).
  AUTH_EMAIL_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED: bool.optional(),
  // Memory for answers of public course reads (catalogue, course pages), kept while the content is unchanged; 0 = off.
  CONTENT_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  // Video jobs (docs/video.md): ffmpeg processes at once in this gateway (0 = this gateway makes no renditions),
  // how long a claimed job may go without its worker's heartbeat before another takes it (a killed gateway),
  // and the length of the long seeded lecture generated at first start (short in end-to-end runs).
  VIDEO_TRANSCODE_CONCURRENCY: z.coerce.number().int().min(0).max(16).default(1),
  // What one video job may cost (docs/video.md, "Limits"): the longest source, a rendition's size as a multiple
  // of its bit rate times the duration, and its time as a multiple of the duration with a floor.
  VIDEO_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(4 * 60 * 60),
  VIDEO_OUTPUT_HEADROOM: z.coerce.number().min(1).max(100).default(4),
  VIDEO_TIME_FACTOR: z.coerce.number().min(0.1).max(1000).default(5),
  VIDEO_MIN_TIME_SECONDS: z.coerce.number().int().min(1).default(300),
  JOB_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  SEED_LECTURE_SECONDS: z.coerce.number().int().min(2).max(600).default(60),
  // Web Push (docs/notifications.md): the application server's key pair (both or neither; neither generates one
  // into DATA_DIR) and the contact the push services are given (mailto: or https:).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, "must be a base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, "must be a base64url P-256 private key")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must start with mailto: or https://")
    .optional(),
  // The push services a subscription's endpoint may point at (docs/notifications.md): comma-separated host names,
  // `*.` for any subdomain, `:port` for a port other than 443. The server POSTs to these addresses, so anything
  // else is refused (server-side request forgery). Unset: the browsers' own push services (@app/schema's list).
  PUSH_ENDPOINT_HOSTS: list
    .pipe(
      z.array(z.string().regex(/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i, "must be host names, *.domain or host:port")).min(1),
    )
    .optional(),
  // Payments (docs/payments.md, decision 030): Razorpay's key id and secret (both or neither) and the webhook's
  // secret. Without them paid courses cannot be bought.
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, "must be a Razorpay key id (rzp_test_... or rzp_live_...)")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  // Where the SDK sends its API calls instead of https://api.razorpay.com (a fake of the provider in tests).
  RAZORPAY_API_URL: z.string().url().optional(),
  // How often one gateway asks the provider about unpaid orders younger than a day (cron, UTC).
  PAYMENTS_RECONCILE_CRON: z.string().default("*/5 * * * *"),
  // GST tax invoices (docs/payments.md, "Tax invoices"): the operator's legal name, address, GSTIN and state (its
  // two-digit GST state code), and the invoice numbers' prefix (VP/2026-27/000123). Required in production with
  // Razorpay keys; development invoices as a clearly named test operator in Karnataka (29).
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9-]{1,8}$/, "must be 1-8 capital letters, digits or hyphens")
    .default("VP"),
  GST_LEGAL_NAME: z.string().trim().min(1).max(200).optional(),
  GST_ADDRESS: z.string().trim().min(1).max(500).optional(),
  GSTIN: z
    .string()
    .regex(/^[0-9]{2}[A-Z0-9]{13}$/, "must be a 15-character GSTIN")
    .optional(),
  GST_STATE: z
    .string()
    .regex(/^[0-9]{2}$/, "must be a two-digit GST state code (29 for Karnataka)")
    .optional(),
  // How long after payment an admin may refund it in full through the provider.
  REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(180).default(7),
  // What this gateway reports as its version on the console's System page (an image tag or a commit).
  APP_VERSION: z.string().max(100).default("development"),
  // GET /metrics (docs/operations.md, "Metrics"): on PORT only with this bearer token; on METRICS_PORT (127.0.0.1
  // only) without one. Neither: not served.
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // SMS for phone sign-in (docs/phone-sign-in.md, decision 036): msg91, or log (every SMS kept in the dev mailbox;
  // development only). Unset: log outside production; in production phone sign-in is off.
  SMS_PROVIDER: z.enum(["msg91", "log"]).optional(),
  // MSG91: the auth key, the DLT sender id and one registered (DLT) template per message kind; each template
  // takes the variable `otp`. MSG91_API_URL points the Flow API elsewhere (a fake of the provider in tests).
  MSG91_AUTH_KEY: z.string().min(8).optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, "must be the 6-letter DLT sender id")
    .optional(),
  MSG91_TEMPLATE_OTP: z.string().min(1).optional(),
  MSG91_TEMPLATE_PHONE_CHANGE: z.string().min(1).optional(),
  MSG91_API_URL: z.string().url().default("https://control.msg91.com/api/v5/flow"),
  // How long an SMS code stays valid (slow SMS routes in India: 5 minutes), the gap before the same number may get
  // another, and the codes one number may be sent per hour.
  SMS_OTP_TTL_SECONDS: z.coerce.number().int().min(60).default(300),
  SMS_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_SMS_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(10),
  // Wrong SMS codes per number per 15 minutes, whatever address they come from (a lab shares one, decision 029).
  RATE_LIMIT_OTP_FAILURES_PER_PHONE: z.coerce.number().int().min(1).default(5),
  // SMS and WhatsApp notifications (docs/notifications.md): the DLT template of each kind a learner may get by SMS
  // (through SMS_PROVIDER; a kind without one is not sent by MSG91); its variables are the notification's.
  SMS_TEMPLATE_ASSIGNMENT_GRADED: z.string().min(1).optional(),
  SMS_TEMPLATE_PRACTICE_REMINDER: z.string().min(1).optional(),
  SMS_TEMPLATE_EXAM_REMINDER: z.string().min(1).optional(),
  SMS_TEMPLATE_MOCK_TEST_RESULT: z.string().min(1).optional(),
  // WhatsApp Cloud API message templates: cloud, or log (kept in the dev mailbox; development only). Unset: log
  // outside production, none in production.
  WHATSAPP_PROVIDER: z.enum(["cloud", "log"]).optional(),
  WHATSAPP_API_URL: z.string().url().default("https://graph.facebook.com/v21.0"),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(8).optional(),
  WHATSAPP_TEMPLATE_ASSIGNMENT_GRADED: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_PRACTICE_REMINDER: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_EXAM_REMINDER: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_MOCK_TEST_RESULT: z.string().min(1).optional(),
  // What one message costs the operator, and the monthly cap on both channels together (unset: no cap); past it
  // both channels pause until the next Indian month and the System page says so.
  SMS_COST_PAISE: z.coerce.number().int().min(0).default(20),
  WHATSAPP_COST_PAISE: z.coerce.number().int().min(0).default(12),
  NOTIFY_MONTHLY_BUDGET_PAISE: z.coerce.number().int().min(0).optional(),
});

export type RawEnv = z.infer<typeof schema>;
export type MailDelivery = "smtp" | "mailbox" | "off";
export type SmsDelivery = "msg91" | "log" | "off";
export type WhatsAppDelivery = "cloud" | "log" | "off";

export interface Config extends RawEnv {
  production: boolean;
  dataDir: string;
  publicUrl: string;
  siteUrl: string;
  /** Hosted Supabase project instead of the embedded identity server. */
  hostedIdentity: boolean;
  supabaseUrl: string;
  supabaseAnonKey: string;
  jwtSecret: string;
  backendSecret: string;
  mailDelivery: MailDelivery;
  /** Where SMS go; "off" turns phone sign-in off (docs/phone-sign-in.md). */
  smsDelivery: SmsDelivery;
  /** Where WhatsApp notifications go (docs/notifications.md). */
  whatsappDelivery: WhatsAppDelivery;
  introspection: boolean;
  /** Serve client/dist's *.map files and name them in a `SourceMap` header on each script. */
  sourceMaps: boolean;
  seed: boolean;
  /** The Web Push key pair and contact (docs/notifications.md). */
  vapid: VapidKeys;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const raw = parsed.data;
  const production = raw.NODE_ENV === "production";
  const dataDir = path.resolve(raw.DATA_DIR);
  const hostedIdentity = Boolean(raw.SUPABASE_URL);
  const missing: string[] = [];
  if (hostedIdentity && !raw.SUPABASE_ANON_KEY) missing.push("SUPABASE_ANON_KEY (required with SUPABASE_URL)");
  if (hostedIdentity && !raw.SUPABASE_JWT_SECRET && !raw.SUPABASE_JWKS_URL) {
    missing.push("SUPABASE_JWT_SECRET or SUPABASE_JWKS_URL (required with SUPABASE_URL)");
  }
  if (production && !hostedIdentity && !raw.SUPABASE_JWT_SECRET)
    missing.push("SUPABASE_JWT_SECRET (required in production)");
  if (production && !raw.BACKEND_JWT_SECRET) missing.push("BACKEND_JWT_SECRET (required in production)");
  const mailDelivery = raw.MAIL_DELIVERY ?? (raw.SMTP_URL ? "smtp" : "mailbox");
  missing.push(...mailProblems(raw, mailDelivery, production && !hostedIdentity));
  missing.push(...storageProblems(raw));
  missing.push(...smsProblems(raw, production));
  missing.push(...whatsappProblems(raw, production));
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY))
    missing.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (set both, or neither to keep a generated pair in DATA_DIR)");
  if (Boolean(raw.RAZORPAY_KEY_ID) !== Boolean(raw.RAZORPAY_KEY_SECRET))
    missing.push("RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (set both, or neither to sell nothing)");
  if (production && raw.RAZORPAY_KEY_ID) {
    for (const name of ["GST_LEGAL_NAME", "GST_ADDRESS", "GSTIN", "GST_STATE"] as const)
      if (!raw[name]) missing.push(`${name} (required with Razorpay keys in production: it is on every tax invoice)`);
  }
  if (raw.GSTIN && raw.GST_STATE && !raw.GSTIN.startsWith(raw.GST_STATE))
    missing.push("GST_STATE (a GSTIN begins with its state's code)");
  if (missing.length > 0) throw new Error(`Invalid configuration:\n${missing.map((line) => `  ${line}`).join("\n")}`);

  const secrets = production ? undefined : developmentSecrets(dataDir);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    ...raw,
    production,
    dataDir,
    publicUrl,
    siteUrl: (raw.SITE_URL ?? publicUrl).replace(/\/$/, ""),
    hostedIdentity,
    supabaseUrl: (raw.SUPABASE_URL ?? publicUrl).replace(/\/$/, ""),
    // The embedded server's anon key is derived from the secret (see auth/anon-key.ts); empty until then.
    supabaseAnonKey: raw.SUPABASE_ANON_KEY ?? "",
    jwtSecret: raw.SUPABASE_JWT_SECRET ?? secrets?.jwtSecret ?? "",
    backendSecret: raw.BACKEND_JWT_SECRET ?? secrets?.backendSecret ?? "",
    mailDelivery,
    smsDelivery: raw.SMS_PROVIDER ?? (production ? "off" : "log"),
    whatsappDelivery: raw.WHATSAPP_PROVIDER ?? (production ? "off" : "log"),
    introspection: raw.GRAPHQL_INTROSPECTION ?? !production,
    sourceMaps: raw.SOURCE_MAPS ?? !production,
    seed: raw.SEED ?? !production,
    vapid: vapidKeys(raw, dataDir),
  };
}

/**
 * Sign-up confirmations and password resets carry live tokens: in production they must reach people (SMTP) or
 * not be written at all (off), never pile up in the dev mailbox's table, which production does not serve.
 * A hosted Supabase project sends its own mail.
 */
function mailProblems(raw: RawEnv, delivery: MailDelivery, embeddedInProduction: boolean): string[] {
  if (delivery === "smtp" && !raw.SMTP_URL) return ["SMTP_URL (required with MAIL_DELIVERY=smtp)"];
  if (!embeddedInProduction || delivery !== "mailbox") return [];
  return raw.MAIL_DELIVERY === "mailbox"
    ? ["MAIL_DELIVERY=mailbox (the dev mailbox is not served in production: set SMTP_URL, or MAIL_DELIVERY=off)"]
    : [
        "SMTP_URL (required in production to deliver sign-up and password-reset mail; or set MAIL_DELIVERY=off to send none)",
      ];
}

/** MSG91 needs its key, sender and every DLT template; the log provider's mailbox is not served in production. */
function smsProblems(raw: RawEnv, production: boolean): string[] {
  if (raw.SMS_PROVIDER === "log" && production)
    return [
      "SMS_PROVIDER=log (the dev mailbox is not served in production: set SMS_PROVIDER=msg91, or leave it unset)",
    ];
  if (raw.SMS_PROVIDER !== "msg91") return [];
  const needed = ["MSG91_AUTH_KEY", "MSG91_SENDER_ID", "MSG91_TEMPLATE_OTP", "MSG91_TEMPLATE_PHONE_CHANGE"] as const;
  return needed.filter((name) => !raw[name]).map((name) => `${name} (required with SMS_PROVIDER=msg91)`);
}

/** The Cloud API needs the number's id and a token; the log provider's mailbox is not served in production. */
function whatsappProblems(raw: RawEnv, production: boolean): string[] {
  if (raw.WHATSAPP_PROVIDER === "log" && production)
    return [
      "WHATSAPP_PROVIDER=log (the dev mailbox is not served in production: set WHATSAPP_PROVIDER=cloud, or leave it unset)",
    ];
  if (raw.WHATSAPP_PROVIDER !== "cloud") return [];
  const needed = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_TOKEN"] as const;
  return needed.filter((name) => !raw[name]).map((name) => `${name} (required with WHATSAPP_PROVIDER=cloud)`);
}

function storageProblems(raw: RawEnv): string[] {
  if (raw.STORAGE !== "s3") return [];
  const problems: string[] = [];
  if (!raw.S3_BUCKET) problems.push("S3_BUCKET (required with STORAGE=s3)");
  if (raw.S3_ACCESS_KEY_ID && !raw.S3_SECRET_ACCESS_KEY)
    problems.push("S3_SECRET_ACCESS_KEY (required with S3_ACCESS_KEY_ID)");
  if (raw.S3_SECRET_ACCESS_KEY && !raw.S3_ACCESS_KEY_ID)
    problems.push("S3_ACCESS_KEY_ID (required with S3_SECRET_ACCESS_KEY)");
  return problems;
}

/** Outside production, secrets are generated once and kept under DATA_DIR so sessions survive restarts. */
function developmentSecrets(dataDir: string): { jwtSecret: string; backendSecret: string } {
  const file = path.join(dataDir, "dev-secrets.json");
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, "utf8"));
  const secrets = {
    jwtSecret: crypto.randomBytes(32).toString("base64url"),
    backendSecret: crypto.randomBytes(32).toString("base64url"),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
