import { z } from "zod";
import { builder } from "../../builder.ts";
import type { DeadLetter, IdentityMailJob } from "../../context.ts";

builder.queryField("apiVersion", (t) =>
  t.string({ description: "Version of the domain API; bumps on breaking changes.", resolve: () => "1" }),
);

interface FailedMailShape {
  letter: DeadLetter<IdentityMailJob>;
  /** The email's kind: the token's type (confirmation, recovery, ...) or the request that asked for it. */
  kind: string;
}

const FailedMailRef = builder.objectRef<FailedMailShape>("FailedMail").implement({
  description:
    "An identity email (confirmation, password reset, email change, resend) or SMS code whose every attempt " +
    "failed. It carries no link or code: the learner asks for a new one once the transport works again " +
    "(docs/operations.md).",
  fields: (t) => ({
    id: t.id({ resolve: ({ letter }) => letter.id }),
    kind: t.string({
      description:
        "confirmation, recovery, email_change_current, email_change_new, sms, phone_change; recover or resend when the address was not looked up yet; email (or sms) when its token is gone.",
      resolve: ({ kind }) => kind,
    }),
    to: t.string({
      description: "The address the email was for, or the phone number of an SMS.",
      resolve: ({ letter }) => ("to" in letter.data ? letter.data.to : letter.data.email),
    }),
    error: t.string({
      nullable: true,
      description: "What the last attempt failed with.",
      resolve: ({ letter }) => letter.error,
    }),
    attempts: t.int({ resolve: ({ letter }) => letter.attempts }),
    queuedAt: t.field({ type: "DateTime", resolve: ({ letter }) => letter.queuedAt }),
    failedAt: t.field({ type: "DateTime", resolve: ({ letter }) => letter.failedAt }),
  }),
});

builder.queryField("failedMail", (t) =>
  t.field({
    type: [FailedMailRef],
    authScopes: { admin: true },
    description:
      "Identity emails that failed every attempt, newest first (kept 14 days). Empty while mail is delivered.",
    args: { limit: t.arg.int({ defaultValue: 20, validate: z.number().int().min(1).max(100) }) },
    resolve: async (_root, args, context) => {
      const letters = await context.jobs.deadLetters("identity-mail-failed", args.limit ?? 20);
      const tokenIds = letters.flatMap(({ data }) => ("tokenId" in data ? [data.tokenId] : []));
      const tokens = await context.prisma.authOneTimeToken.findMany({
        where: { id: { in: tokenIds } },
        select: { id: true, type: true },
      });
      const typeOf = new Map(tokens.map((token) => [token.id, token.type]));
      return letters.map((letter) => ({
        letter,
        kind:
          "tokenId" in letter.data
            ? (typeOf.get(letter.data.tokenId) ?? (letter.data.kind === "sms" ? "sms" : "email"))
            : letter.data.kind,
      }));
    },
  }),
);
