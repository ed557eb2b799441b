// The Web Push application server keys (VAPID, RFC 8292). Browsers subscribe with the public key, so it must stay
// the same across restarts and replicas: taken from the environment, or generated once into DATA_DIR beside the
// other generated secrets (a single gateway, or replicas sharing DATA_DIR).
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** The contact push services may use about this sender. */
  subject: string;
}

interface VapidEnv {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  MAIL_FROM: string;
}

export function vapidKeys(env: VapidEnv, dataDir: string): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${senderAddress(env.MAIL_FROM)}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = path.join(dataDir, "vapid-keys.json");
  const read = () => ({ ...(JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys), subject });
  if (fs.existsSync(file)) return read();
  const generated = webpush.generateVAPIDKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // Exclusive: of two gateways starting together on one DATA_DIR, the second reads the first one's pair.
    fs.writeFileSync(file, JSON.stringify(generated), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return read();
  }
  return { ...generated, subject };
}

/** `VidyaPath <no-reply@example.org>` -> `no-reply@example.org`. */
const senderAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
