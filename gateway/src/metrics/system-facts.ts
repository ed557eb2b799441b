// What the System page shows of this gateway (docs/operations.md, "System page"): which channels are configured and
// how, by name only (never a key, a password or a URL with credentials), the limits in force, and the stored files.
import type { SystemPort } from "@app/schema";
import type { AppServices } from "../services.ts";

/** The limits an operator tunes most (docs/configuration.md), by their variable names. */
const LIMITS = [
  "GRAPHQL_COST_LIMIT",
  "RATE_LIMIT_ANONYMOUS_COST_PER_MINUTE",
  "RATE_LIMIT_ACCOUNT_COST_PER_MINUTE",
  "RATE_LIMIT_SESSION_COST_PER_MINUTE",
  "RATE_LIMIT_READS_IN_FLIGHT",
  "LOAD_SHED_MAX_EXECUTIONS",
  "LOAD_SHED_HEAP_PERCENT",
  "GRAPHQL_MAX_ANSWER_BYTES",
  "BODY_LIMIT_BYTES",
  "UPLOAD_LIMIT_BYTES",
  "VIDEO_UPLOAD_LIMIT_BYTES",
  "VIDEO_MAX_SECONDS",
  "SMS_COST_PAISE",
  "WHATSAPP_COST_PAISE",
] as const;

type Services = Pick<AppServices, "config" | "files" | "payments">;

const made = new WeakMap<Services, SystemPort>();

/** Made once per gateway: every request's context shares it. */
export function systemFactsOf(services: Services): SystemPort {
  let facts = made.get(services);
  if (!facts) made.set(services, (facts = systemFacts(services)));
  return facts;
}

function systemFacts(services: Services): SystemPort {
  const { config } = services;
  const mail = config.hostedIdentity
    ? "supabase"
    : config.mailDelivery === "mailbox"
      ? "dev-mailbox"
      : config.mailDelivery;
  // SMS for phone sign-in: unset means the dev mailbox outside production and none in production.
  const smsProvider = (config as { SMS_PROVIDER?: string }).SMS_PROVIDER ?? (config.production ? null : "log");
  const razorpay = config.RAZORPAY_KEY_ID?.startsWith("rzp_live_") ? "razorpay-live" : "razorpay-test";
  const channels = [
    { name: "mail", configured: mail !== "off", detail: mail },
    {
      name: "push",
      configured: Boolean(config.vapid.publicKey),
      detail: config.VAPID_PUBLIC_KEY ? "configured-keys" : "generated-keys",
    },
    { name: "sms", configured: smsProvider !== null, detail: smsProvider },
    // WhatsApp notifications (docs/notifications.md): unset means the dev mailbox outside production, none in it.
    { name: "whatsapp", configured: config.whatsappDelivery !== "off", detail: config.whatsappDelivery },
    {
      name: "payments",
      configured: services.payments !== null,
      detail: config.RAZORPAY_KEY_ID ? razorpay : services.payments ? "test-provider" : null,
    },
  ];
  const limits: { name: string; value: number }[] = LIMITS.map((name) => ({ name, value: config[name] }));
  const budget = config.NOTIFY_MONTHLY_BUDGET_PAISE ?? null;
  if (budget !== null) limits.push({ name: "NOTIFY_MONTHLY_BUDGET_PAISE", value: budget });
  return {
    channels,
    limits,
    messageBudgetPaise: budget,
    async *storedObjects() {
      for await (const { key, size } of services.files.list()) yield { key, size };
    },
  };
}
