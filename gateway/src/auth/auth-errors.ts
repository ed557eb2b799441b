// The identity server's one error type and its wire format, as GoTrue sends it (internal/api/errors.go):
// clients announcing X-Supabase-Api-Version >= 2024-01-01 get {code, message}; older ones {code: status, error_code, msg}.
// Both shapes also carry the other names so any supabase-js version reads the same code and message.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { JsonTooDeepError } from "../http/json-depth.ts";

export const API_VERSION = "2024-01-01";

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly weakPasswordReasons?: string[],
  ) {
    super(message);
    this.name = "AuthError";
  }
}

export const validationFailed = (message: string) => new AuthError(400, "validation_failed", message);

export function isCurrentApiVersion(request: FastifyRequest): boolean {
  const header = request.headers["x-supabase-api-version"];
  const value = Array.isArray(header) ? header[0] : header;
  return /^\d{4}-\d{2}-\d{2}$/.test(value ?? "") && value! >= API_VERSION;
}

export function sendAuthError(request: FastifyRequest, reply: FastifyReply, error: AuthError) {
  const current = isCurrentApiVersion(request);
  const body: Record<string, unknown> = current
    ? { code: error.code, error_code: error.code, message: error.message, msg: error.message }
    : { code: error.status, error_code: error.code, msg: error.message, message: error.message };
  if (error.weakPasswordReasons) body.weak_password = { reasons: error.weakPasswordReasons };
  const retryAfter = (error as { retryAfter?: number }).retryAfter;
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  return reply.status(error.status).header("x-sb-error-code", error.code).send(body);
}

/** Maps anything thrown inside /auth/v1 to the GoTrue error shape; internal causes are logged, never sent. */
export function authErrorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AuthError) return sendAuthError(request, reply, error);
  const status = (error as FastifyError).statusCode;
  if (status === 429) {
    return sendAuthError(request, reply, new AuthError(429, "over_request_rate_limit", "Request rate limit reached"));
  }
  if (status === 413)
    return sendAuthError(request, reply, new AuthError(413, "request_too_large", "Request body too large"));
  if (status && status >= 400 && status < 500) {
    const message = error instanceof JsonTooDeepError ? error.message : "Could not read request body";
    return sendAuthError(request, reply, validationFailed(message));
  }
  request.log.error({ err: error }, "identity server failure");
  return sendAuthError(
    request,
    reply,
    new AuthError(500, "unexpected_failure", "Unexpected failure, please try again"),
  );
}
