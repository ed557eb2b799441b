// The GraphQL boundary's one mapping from domain errors to the wire: extensions.code carries AppError's code.
import { GraphQLError } from "graphql";
import { isConnectionError, isDataException } from "@app/db";
import { AppError, RateLimitedError } from "@app/schema";
import { SERVICE_UNAVAILABLE } from "../http/error-handler.ts";
import { ServerBusyError } from "../http/load-shedding.ts";

export function toGraphQLError(error: unknown): GraphQLError | undefined {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: {
        code: original.code,
        ...(original.details ? { details: original.details } : {}),
        ...(original instanceof RateLimitedError ? { retryAfter: original.retryAfterSeconds } : {}),
        // Shed load is the whole request's answer: 503 with Retry-After, as the REST facade answers it; the seconds
        // also in the error, since a browser's GraphQL client hands over a GraphQL answer's errors, not its headers.
        ...(original instanceof ServerBusyError
          ? {
              retryAfter: original.retryAfterSeconds,
              http: { status: 503, headers: { "retry-after": String(original.retryAfterSeconds) } },
            }
          : {}),
      },
    });
  }
  if (isConnectionError(original)) {
    return new GraphQLError(SERVICE_UNAVAILABLE, {
      extensions: { code: "service_unavailable", http: { status: 503 } },
    });
  }
  if (isDataException(original)) {
    return new GraphQLError("Invalid input: unsupported characters or values", {
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: "invalid_input" },
    });
  }
  if (error instanceof GraphQLError && !error.originalError) return error;
  return undefined;
}
