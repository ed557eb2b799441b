// How /graphql refuses a request before running it (too costly, too deep, too many aliases, tokens or directives,
// too large an answer, a busy server), in one shape: a GraphQLError with a stable snake_case `extensions.code`
// and a plain message. These are transport limits, not domain errors (no AppError): REST routes run fixed
// documents that pass them (query-cost.test.ts), so only /graphql callers ever meet them.
import { GraphQLError } from "graphql";
import type { GraphQLArmorRejectCallback } from "@escape.tech/graphql-armor-types";

export type RefusalCode =
  "query_too_costly" | "too_many_aliases" | "too_deep" | "too_many_tokens" | "too_many_directives" | "answer_too_large";

/**
 * GraphQL over HTTP: a request refused before execution is answered 400 under
 * `application/graphql-response+json`, and 200 under legacy `application/json` (Yoga's `spec` flag does both,
 * as for its own validation errors).
 */
export function refusal(code: RefusalCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400, spec: true } } });
}

/**
 * GraphQL Armor's own rejection is a GraphQLError whose message starts "Syntax Error: " and has no code: it is
 * reported (or, for the token limit, which runs while parsing, thrown) as a refusal instead.
 */
export function armorRefusal(code: RefusalCode): {
  onReject: GraphQLArmorRejectCallback[];
  propagateOnRejection: false;
} {
  return {
    propagateOnRejection: false,
    onReject: [
      (context, error) => {
        const refused = refusal(code, error.message.replace(/^Syntax Error: /, ""));
        if (!context) throw refused;
        context.reportError(refused);
      },
    ],
  };
}
