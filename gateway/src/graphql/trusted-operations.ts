// Operations named by a trusted document's id (decision 020) that remembered-answers.ts cannot answer (mutations
// such as the video player's progress report, reads with viewer fields) run through Yoga's own operation
// pipeline, without its HTTP layer (docs/performance.md, Capacity). Yoga's onParams hooks (persisted operations,
// JSON depth), envelop's (masked errors, the content cache, the execution gate, mutations refused over GET) and its
// own result processor (status codes, media type, serialisation) still decide the answer; what is left out is the
// conversion of Fastify's request into a Fetch API Request and of the answer back, and the re-reading of a body
// Fastify has already parsed: about half of the gateway's CPU on a progress report. Anything else (a document
// text, an unknown id, a batch, multipart, a subscription, an Accept only a stream matches) goes through Yoga whole.
import type { FastifyRequest } from "fastify";
import { GraphQLError, getOperationAST, type ExecutionResult, type OperationDefinitionNode } from "graphql";
import { isAsyncIterable, maskError, processRegularResult, type YogaServerInstance } from "graphql-yoga";
import { contentScope, toSchema } from "@app/schema";
import { isShortWrite, ServerBusyError, type ExecutionGate } from "../http/load-shedding.ts";
import { toGraphQLError } from "./errors.ts";
import type { OperationRequest } from "./query-cost.ts";
import { paramsOf, plainResultMediaType } from "./remembered-answers.ts";
import { trustedDocumentsOf } from "./trusted-documents.ts";

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
  /** Refuses (throws a refusal) an operation over the request budget, as Yoga's own path does (query-cost.ts). */
  price: (request: OperationRequest) => void = () => undefined,
) {
  const trusted = trustedDocumentsOf(toSchema());
  return async (req: FastifyRequest, serverContext: TServerContext): Promise<OperationAnswer | undefined> => {
    const params = paramsOf(req);
    const document = params?.id === undefined ? undefined : trusted.document(params.id);
    if (!params || !document) return undefined;
    const operation = getOperationAST(document, params.operationName ?? undefined);
    if (!operation || operation.operation === "subscription") return undefined;
    const mediaType = plainResultMediaType(req.headers.accept);
    if (!mediaType) return undefined;
    const result = await resultOf(yoga, req, params.sent, serverContext, price);
    // A subscription was ruled out above; a stream here would be a plugin's own: Yoga refuses it the same way.
    if (!result || isAsyncIterable(result)) return undefined;
    const answer = processRegularResult(result, capturingFetchApi, mediaType) as unknown as CapturedResponse;
    return { status: answer.status, headers: answer.headers, body: answer.body };
  };
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

async function resultOf<TServerContext extends object>(
  yoga: YogaServerInstance<TServerContext, object>,
  req: FastifyRequest,
  params: Record<string, unknown>,
  serverContext: TServerContext,
  price: (request: OperationRequest) => void,
) {
  try {
    price(params as OperationRequest);
    return await yoga.getResultForParams({ params, request: requestView(req) }, serverContext);
  } catch (error) {
    // What Yoga's request handler does with an error thrown by an onParams hook: its own errors as they are, the
    // domain's mapped (errors.ts), anything else masked.
    const shown =
      error instanceof GraphQLError
        ? error
        : (toGraphQLError(error) ?? (maskError(error, "Unexpected error.") as GraphQLError));
    return { errors: [shown] } satisfies ExecutionResult;
  }
}
