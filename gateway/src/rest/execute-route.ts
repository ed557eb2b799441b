// One REST request: validate the input with the route's zod schemas, authenticate, execute the route's cached
// GraphQL document in-process against the same schema (no HTTP hop), and shape the documented body.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DocumentNode, ExecutionArgs, ExecutionResult, GraphQLSchema } from "graphql";
import type { z } from "zod";
import { AppError, fileTooLargeMessage, type Viewer } from "@app/schema";
import type { AppServices } from "../services.ts";
import { bearerToken, buildContext, resolveViewer, WWW_AUTHENTICATE } from "../graphql/context.ts";
import { clientOf } from "../security/password-throttle.ts";
import { requestLanguage } from "../http/request-language.ts";
import { toRestFailure } from "./error-status.ts";
import type { BinaryBody, RestRoute, RouteInput } from "./rest-route.ts";

export interface RouteRuntime {
  services: AppServices;
  schema: GraphQLSchema;
  document?: DocumentNode;
  /** graphql's execute behind the content cache. */
  execute: (args: ExecutionArgs) => Promise<ExecutionResult> | ExecutionResult;
}

export async function executeRoute(
  route: RestRoute,
  runtime: RouteRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  try {
    const input = await readInput(route, runtime.services, request);
    const data = runtime.document ? await runOperation(runtime, input, route, request) : undefined;
    const shared = runtime.services.contentCache.shares(data) && route.respond.length <= 1;
    const served = shared ? bodies.get(route)?.get(data as object) : undefined;
    if (served)
      return reply
        .status(route.status ?? 200)
        .header("content-type", JSON_TYPE)
        .send(served);
    const body = await route.respond(data, input);
    if (shared && !isBinary(body)) {
      return reply
        .status(route.status ?? 200)
        .header("content-type", JSON_TYPE)
        .send(remember(route, data as object, body));
    }
    if (isBinary(body)) {
      return reply
        .status(route.status ?? 200)
        .header("content-type", body.contentType)
        .header("content-disposition", `${body.disposition ?? "inline"}; filename="${body.filename}"`)
        .send(Buffer.from(body.binary));
    }
    return reply.status(route.status ?? 200).send(body);
  } catch (error) {
    return sendFailure(route, request, reply, error);
  }
}

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * Bodies already written for a content-cache answer, by its `data` object: the cache hands every hit the same
 * object, so a repeated public read (a 1.4 MB catalogue of 1,000 courses) is shaped and serialised once per content
 * version, not once per request. Routes whose body depends on more than the answer (a `respond` that reads its
 * input) are left out.
 */
const bodies = new WeakMap<RestRoute, WeakMap<object, Buffer>>();

function remember(route: RestRoute, data: object, body: unknown): Buffer {
  const serialized = Buffer.from(JSON.stringify(body));
  let byResult = bodies.get(route);
  if (!byResult) bodies.set(route, (byResult = new WeakMap()));
  byResult.set(data, serialized);
  return serialized;
}

export function sendFailure(
  route: RestRoute | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
) {
  const failure = toRestFailure(error);
  if (failure.cause) request.log.error({ err: failure.cause }, "REST request failed");
  if (failure.status === 401) reply.header("www-authenticate", WWW_AUTHENTICATE);
  if (failure.retryAfter) reply.header("retry-after", String(failure.retryAfter));
  return reply.status(failure.status).send({ [route?.errorKey ?? "error"]: failure.message });
}

async function readInput(
  route: RestRoute,
  services: AppServices,
  request: FastifyRequest,
): Promise<RouteInput<unknown, unknown, unknown>> {
  const viewer = await authenticate(route, services, request.headers.authorization);
  const file = route.upload
    ? await readUpload(request, route.upload.field, services.config.UPLOAD_LIMIT_BYTES)
    : undefined;
  return {
    params: parsePart(route.params, request.params, "path"),
    query: parsePart(route.query, request.query, "query"),
    body: route.upload ? undefined : parsePart(route.body, request.body, "body"),
    file,
    viewer,
    services,
  };
}

async function authenticate(
  route: RestRoute,
  services: AppServices,
  authorization: string | undefined,
): Promise<Viewer | null> {
  if (route.auth === "none") return null;
  if (!bearerToken(authorization)) {
    if (route.auth === "optional") return null;
    throw new AppError("unauthenticated", "Authentication required");
  }
  // A stale token on an optional route reads as anonymous: content stays visible (spec section 6).
  const viewer = await resolveViewer(services, authorization);
  if (!viewer && route.auth === "bearer") throw new AppError("invalid_token", "Invalid or expired token");
  return viewer;
}

function parsePart<T>(schema: z.ZodType<T> | undefined, value: unknown, where: string): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => `${[where, ...issue.path].join(".")}: ${issue.message}`);
  throw new AppError("invalid_input", `Invalid request ${issues.join("; ")}`);
}

async function readUpload(request: FastifyRequest, field: string, limit: number): Promise<File> {
  if (!request.isMultipart()) throw new AppError("unsupported_media_type", "Expected a multipart/form-data upload");
  try {
    const part = await request.file({ limits: { fileSize: limit, files: 1 } });
    if (!part || part.fieldname !== field)
      throw new AppError("invalid_input", `A file in the field ${field} is required`);
    // Throws Fastify's 413 error past the limit, before the whole file is buffered; a file cut at the limit in its
    // last chunk is only marked truncated (it would then fail to decode, a misleading 415).
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new AppError("payload_too_large", fileTooLargeMessage(limit));
    return new File([bytes as Buffer<ArrayBuffer>], part.filename, { type: part.mimetype });
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new AppError("payload_too_large", fileTooLargeMessage(limit));
    // The multipart parser reports a truncated or garbled form as a plain Error: that is bad input, not a fault.
    if (error instanceof AppError || typeof status === "number") throw error;
    throw new AppError("invalid_input", "Malformed multipart/form-data body");
  }
}

async function runOperation(
  runtime: RouteRuntime,
  input: RouteInput<unknown, unknown, unknown>,
  route: RestRoute,
  request: FastifyRequest,
) {
  // Course texts in `?lang=` or Accept-Language where translated (docs/languages.md); every route takes `lang`.
  const language = requestLanguage(request.headers, (request.query as { lang?: unknown } | undefined)?.lang);
  const result = await runtime.execute({
    schema: runtime.schema,
    document: runtime.document!,
    variableValues: route.variables?.(input) ?? {},
    contextValue: buildContext(runtime.services, input.viewer, clientOf(request), language),
  });
  if (result.errors?.length) throw result.errors[0];
  return result.data;
}

function isBinary(body: unknown): body is BinaryBody {
  return typeof body === "object" && body !== null && (body as BinaryBody).binary instanceof Uint8Array;
}
