// Operations named by a trusted document's id (decision 020) that remembered-answers.ts cannot answer (mutations
// such as the video player's progress report, reads with viewer fields) are executed through Yoga's own envelop
// execute, the one its operation pipeline ends in (the execution plugins: masked errors, the content cache, the
// execution gate), and answered by Yoga's own result processor (status codes, media type, serialisation); what is
// left out is everything before execution that a trusted id makes moot (docs/performance.md, Capacity): the
// conversion of Fastify's request into a Fetch API Request and of the answer back, the re-reading of a body Fastify
// has already parsed, and the per-request envelop instance with its onParams, parse and validate hooks (the
// document is known and was validated at start; the checks of its parameters are paramsOf's, remembered-answers.ts).
// That holds only while every plugin with such a hook is one yoga.ts declares moot for a trusted id
// (skipped-hooks.ts): with any other, trusted ids run through Yoga's whole operation pipeline
// (`getResultForParams`), as do an id sent beside a text and a mutation over GET. Anything else (a document
// text, an unknown id, a batch, multipart, a subscription, an Accept only a stream matches) goes through Yoga whole.
import type { FastifyRequest } from "fastify";
import { GraphQLError, getOperationAST, type ExecutionResult, type OperationDefinitionNode } from "graphql";
import { isAsyncIterable, maskError, processRegularResult, type YogaServerInstance } from "graphql-yoga";
import type { Context } from "@app/schema";
import { contentScope, toSchema } from "@app/schema";
import { isShortWrite, ServerBusyError, type ExecutionGate } from "../../http/load-shedding.ts";
import { toGraphQLError } from "../errors.ts";
import type { OperationRequest } from "../query-cost.ts";
import { paramsOf, plainResultMediaType } from "./remembered-answers.ts";
import { unaccountedHooks } from "./skipped-hooks.ts";
import { trustedDocumentsOf } from "../trusted-documents.ts";

export interface OperationAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What `processRegularResult` builds a Response from, kept as is instead (its body is already a string). */
class CapturedResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(
    readonly body: string,
    init: { status?: number; headers?: Record<string, string> },
  ) {
    this.status = init.status ?? 200;
    this.headers = init.headers ?? {};
  }
}
const capturingFetchApi = { Response: CapturedResponse } as unknown as Parameters<typeof processRegularResult>[1];

/** The parts of a Fetch API Request that Yoga's operation hooks read: the method (mutations over GET) and headers. */
function requestView(req: FastifyRequest): Request {
  const headers = { get: (name: string) => (req.headers[name.toLowerCase()] as string | undefined) ?? null };
  return { method: req.method, url: req.url, headers } as unknown as Request;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Yoga's server context is the caller's own type
export function trustedOperations<TServerContext extends Record<string, any>>(
  yoga: YogaServerInstance<TServerContext, object>,
  options: {
    /** The resolvers' context of a request, as Yoga's `context` option builds it (yoga.ts). */
    contextOf: (serverContext: TServerContext) => Context;
    /** Refuses (throws a refusal) an operation over the request budget, as Yoga's own path does (query-cost.ts). */
    price?: (request: OperationRequest) => void;
    /** A Yoga with only the plugins whose per-request hooks a trusted id makes moot (skipped-hooks.ts). */
    moot: YogaServerInstance<TServerContext, object>;
  },
) {
  const { contextOf, price = () => undefined } = options;
  const schema = toSchema();
  const trusted = trustedDocumentsOf(schema);
  // Yoga's envelop execute does not depend on the context it is enveloped with: it runs the onExecute hooks of
  // every plugin (masking, the content cache, the gate) around the engine for whatever arguments it is given.
  // A plugin with a hook that only Yoga's whole operation pipeline runs keeps every trusted id on that pipeline.
  const lean = unaccountedHooks(yoga, options.moot).length === 0 ? yoga.getEnveloped({}).execute : undefined;
  const answer = async (req: FastifyRequest, serverContext: TServerContext): Promise<OperationAnswer | undefined> => {
    const params = paramsOf(req);
    const document = params?.id === undefined ? undefined : trusted.document(params.id);
    if (!params || !document) return undefined;
    const operation = getOperationAST(document, params.operationName ?? undefined);
    if (!operation || operation.operation === "subscription") return undefined;
    const mediaType = plainResultMediaType(req.headers.accept);
    if (!mediaType) return undefined;
    // With a text beside the id, Yoga's persisted operations decide which runs; a mutation over GET is Yoga's 405.
    const leanHere = lean && !params.sent.query && (operation.operation !== "mutation" || req.method === "POST");
    const result = await resultOf(() => {
      price(params.sent as OperationRequest);
      if (!leanHere) return yoga.getResultForParams({ params: params.sent, request: requestView(req) }, serverContext);
      // What Yoga's handleParams adds to the server context before enveloping it, then its `context` option.
      const contextValue = Object.assign(serverContext, { request: requestView(req), params: params.sent });
      Object.assign(contextValue, contextOf(serverContext));
      const variableValues = (params.variables ?? undefined) as Record<string, unknown> | undefined;
      return lean({ schema, document, contextValue, variableValues, operationName: params.operationName });
    });
    // A subscription was ruled out above; a stream here would be a plugin's own: Yoga refuses it the same way.
    if (!result || isAsyncIterable(result)) return undefined;
    const processed = processRegularResult(result, capturingFetchApi, mediaType) as unknown as CapturedResponse;
    return { status: processed.status, headers: processed.headers, body: processed.body };
  };
  /** Whether a trusted id skips Yoga's per-request pipeline (false: a plugin's hook needs it). */
  return Object.assign(answer, { lean: lean !== undefined });
}

/**
 * While the execution gate refuses every new execution (decision 015), a request naming a trusted operation that
 * only an execution can answer (a mutation, or a read the content cache never keeps) gets the gate's refusal at
 * once: 503 with Retry-After, in the answer Yoga would give. Under a burst such as a class starting a mock test
 * together, refused requests would otherwise still cost their viewer's statement and a pooled connection each,
 * which is the capacity the admitted ones need. Anything else (a text, a read the cache may answer) goes on. A
 * short write sent with a token is judged by the gate's lane of short writes, which may still have room.
 */
export function executionOnlyRefusals() {
  const schema = toSchema();
  const trusted = trustedDocumentsOf(schema);
  // Per operation of the trusted set (a name no operation has is left to Yoga and kept nowhere): a mutation, a read
  // the content cache never keeps, or neither.
  const kinds = new WeakMap<OperationDefinitionNode, "short" | "mutation" | "uncached" | "other">();
  const kindOf = (id: string, operationName: string | undefined) => {
    const document = trusted.document(id);
    const operation = document && getOperationAST(document, operationName);
    if (!document || !operation) return "other";
    let kind = kinds.get(operation);
    if (!kind) {
      kind =
        operation.operation === "mutation"
          ? isShortWrite(schema, operation)
            ? "short"
            : "mutation"
          : operation.operation === "query" && contentScope(schema, document, operationName) === null
            ? "uncached"
            : "other";
      kinds.set(operation, kind);
    }
    return kind;
  };
  return (req: FastifyRequest, reason: string, gate: ExecutionGate): OperationAnswer | undefined => {
    const params = paramsOf(req);
    const kind = params?.id === undefined ? "other" : kindOf(params.id, params.operationName ?? undefined);
    // A mutation over GET is Yoga's to refuse (405), busy or not.
    if (kind === "other" || (kind !== "uncached" && req.method !== "POST")) return undefined;
    const mediaType = plainResultMediaType(req.headers.accept);
    if (!mediaType) return undefined;
    const lane = kind === "short" && req.headers.authorization ? "short" : "read";
    const why = lane === "short" ? gate.refusal(lane) : reason;
    if (!why) return undefined;
    const retryAfter = why === "memory" ? undefined : gate.retryAfterSeconds(lane);
    const refused = { errors: [toGraphQLError(new ServerBusyError(why, retryAfter)) as GraphQLError] };
    const answer = processRegularResult(refused, capturingFetchApi, mediaType) as unknown as CapturedResponse;
    return { status: answer.status, headers: answer.headers, body: answer.body };
  };
}

async function resultOf<T>(run: () => T | Promise<T>): Promise<T | ExecutionResult> {
  try {
    return await run();
  } catch (error) {
    // What Yoga's request handler does with an error thrown before or around execution (the request budget, the
    // execution gate): its own errors as they are, the domain's mapped (errors.ts), anything else masked.
    const shown =
      error instanceof GraphQLError
        ? error
        : (toGraphQLError(error) ?? (maskError(error, "Unexpected error.") as GraphQLError));
    return { errors: [shown] } satisfies ExecutionResult;
  }
}
