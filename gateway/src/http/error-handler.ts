// The gateway's last-resort error mapping for HTTP routes: JSON bodies, 4xx for bad requests, 503 when the
// database is unreachable (fail fast, the client may retry), and a masked 500 for anything unexpected.
import type { FastifyError, FastifyInstance } from "fastify";
import { isConnectionError } from "@app/db";

export const SERVICE_UNAVAILABLE = "Service temporarily unavailable, please retry shortly";

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isConnectionError(error)) {
      request.log.error({ err: error }, "database unavailable");
      return reply.status(503).header("retry-after", "5").send({ error: SERVICE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: httpErrorMessage(error) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ error: "Internal server error" });
  });
}

/** What a client is told of a framework-level 4xx. */
export function httpErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "Malformed JSON body";
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "Request body too large";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Unsupported content type";
    default:
      return error.message;
  }
}
