// The mail transport and the push sender, counted as they answer (vidyapath_mail_total, vidyapath_push_total).
import type { Mailer } from "../mail/mailer.ts";
import type { PushSender } from "../jobs/push-sender.ts";
import type { Metrics } from "./metrics.ts";

export function countedMailer(mailer: Mailer, metrics: Pick<Metrics, "mail">): Mailer {
  // Mail turned off sends nothing, so there is nothing to count.
  if (mailer.kind === "off") return mailer;
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mail("sent");
      } catch (error) {
        metrics.mail("failed");
        throw error;
      }
    },
  };
}

export function countedPush(sender: PushSender, metrics: Pick<Metrics, "push"> | undefined): PushSender {
  if (!metrics) return sender;
  return {
    ...sender,
    async send(target, message) {
      const outcome = await sender.send(target, message).catch((error: unknown) => {
        metrics.push("failed");
        throw error;
      });
      metrics.push(outcome);
      return outcome;
    },
  };
}
