// The gateway's answer cache (decision 039): what answers a GraphQL request without executing it, or without
// Yoga's per-request machinery. The rest of the gateway imports it from here only, but for services.ts, which
// builds the content cache from content-cache.ts: this module takes the services, so that import would be a loop.
// Its parts, in the order a /graphql request meets them:
//   remembered-gets.ts     a GET of a trusted id whose answer was sent once: the same bytes, by its URL (signed
//                          in, only an answer that is the same for every reader of public courses)
//   remembered-answers.ts  a known document whose answer is remembered at the current content version: its bytes,
//                          before Yoga (for a signed-in reader of an overlaid answer, with their viewer fields)
//   trusted-operations.ts  any other trusted id: Yoga's execute and result processor without its HTTP layer
//                          (skipped-hooks.ts says when that is safe), and a busy gateway's refusal at once
//   content-cache.ts       the answers themselves, kept per document, variables and viewer scope while the
//                          database's content version holds (decisions 005, 010, 020); Yoga's and the REST
//                          routes' execute go through it
//   viewer-overlay.ts      an answer kept for everyone with holes for the viewer fields it selects (decision 026)
//   learner-answers.ts     which answers are one signed-in learner's own, dropped when the database announces a
//                          change of their rows (decision 047)
// Which operations may be kept, and for whom, the schema says (`contentScope`, `cacheScopeFor` in @app/schema).
import type { DocumentNode } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { AppServices } from "../../services.ts";
import { rememberedAnswers } from "./remembered-answers.ts";
import { rememberedGets } from "./remembered-gets.ts";

export { executionOnlyRefusals, trustedOperations, type OperationAnswer } from "./trusted-operations.ts";
export type { KnownGet, RememberedGet } from "./remembered-gets.ts";

/**
 * Public course reads over POST /graphql share the REST routes' content cache; what it does not answer is executed
 * through the execution gate (load shedding).
 */
export function useContentCache(services: AppServices): Plugin {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(services.contentCache.wrap(services.executionGate.wrap(executeFn)));
    },
  };
}

/**
 * The two answers a /graphql route gives before Yoga: `byUrl` in its onRequest hook (before the viewer is looked
 * up) and again once a signed-in viewer is resolved, `remembered` in its handler for the request's viewer.
 * `documents` is Yoga's parse cache.
 */
export function answersBeforeYoga(services: AppServices, documents: { get(query: string): DocumentNode | undefined }) {
  const gets = rememberedGets(() => services.db.contentVersion(), services.config.CONTENT_CACHE_MB * 2 ** 20);
  return { byUrl: gets.answer, remembered: rememberedAnswers(services, documents, gets) };
}
