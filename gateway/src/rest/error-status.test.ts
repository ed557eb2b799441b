import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { AppError, ServiceUnavailableError, type AppErrorCode } from "@app/schema";
import { isRetryLaterCode } from "@app/schema/errors";
import { ServerBusyError } from "../http/load-shedding.ts";
import { errorStatus, statusByCode, toRestFailure } from "./error-status.ts";

// The client's outbox retries exactly the codes the server classifies as "not now" (schema/src/errors.ts): those must
// be the ones REST answers 429 or 5xx with Retry-After, and no other code may be.
describe("the codes a client tries again", () => {
  it.each(Object.entries(statusByCode))("%s: retried exactly when REST answers 429 or 5xx", (code, status) => {
    expect(isRetryLaterCode(code), `${code} answers ${status}`).toBe(status === 429 || status >= 500);
  });
});

describe("errorStatus", () => {
  it.each<[AppErrorCode, number]>([
    ["invalid_input", 400],
    ["invalid_password", 400],
    ["unauthenticated", 401],
    ["invalid_token", 401],
    ["forbidden", 403],
    ["cannot_change_own_account", 403],
    ["account_disabled", 403],
    ["not_enrolled", 403],
    ["not_found", 404],
    ["course_not_found", 404],
    ["lesson_not_found", 404],
    ["exam_not_found", 404],
    ["already_enrolled", 409],
    ["already_registered", 409],
    ["email_taken", 409],
    ["exam_full", 409],
    ["exam_has_registrations", 409],
    ["capacity_below_registrations", 409],
    ["course_has_enrollments", 409],
    ["course_archived", 409],
    ["mock_test_not_found", 404],
    ["mock_test_attempt_not_found", 404],
    ["mock_test_time_up", 409],
    ["mock_test_in_progress", 409],
    ["payload_too_large", 413],
    ["unsupported_media_type", 415],
    ["service_unavailable", 503],
  ])("maps %s to %i", (code, status) => expect(errorStatus(code)).toBe(status));
});

describe("toRestFailure", () => {
  it("unwraps an AppError thrown inside a resolver", () => {
    const error = new GraphQLError("wrapped", {
      originalError: new AppError("exam_full", "Exam is full"),
      path: ["registerForExam"],
    });
    expect(toRestFailure(error)).toEqual({ status: 409, message: "Exam is full" });
  });

  it("answers 503 with Retry-After when file storage does not answer, keeping the cause for the log only", () => {
    const cause = new Error("connect ECONNREFUSED 127.0.0.1:9000");
    const error = new GraphQLError("wrapped", {
      originalError: new ServiceUnavailableError("File storage", cause),
      path: ["uploadProfilePicture"],
    });
    expect(toRestFailure(error)).toEqual({
      status: 503,
      message: "File storage temporarily unavailable, please retry shortly",
      cause,
      retryAfter: 5,
    });
  });

  it("answers shed load with the gate's own Retry-After, as /graphql does", () => {
    const error = new GraphQLError("wrapped", { originalError: new ServerBusyError("too many operations waiting", 8) });
    expect(toRestFailure(error)).toMatchObject({ status: 503, retryAfter: 8 });
  });

  it("treats a GraphQL request error (no path) as bad input", () => {
    expect(toRestFailure(new GraphQLError('Variable "$id" got invalid value')).status).toBe(400);
  });

  it("keeps Fastify's 4xx errors and masks everything else", () => {
    expect(toRestFailure(Object.assign(new Error("Body too large"), { statusCode: 413 }))).toEqual({
      status: 413,
      message: "Body too large",
    });
    const masked = toRestFailure(new Error("connection refused at 10.0.0.5"));
    expect(masked).toMatchObject({ status: 500, message: "Internal server error" });
    expect(masked.cause).toBeInstanceOf(Error);
  });
});
