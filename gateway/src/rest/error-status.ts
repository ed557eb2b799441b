// The REST boundary's one mapping from failures to HTTP: AppError codes, GraphQL request errors and
// Fastify's own 4xx errors (malformed JSON, oversized bodies) become a status and a short message.
import { GraphQLError } from "graphql";
import { isConnectionError, isDataException } from "@app/db";
import { AppError, RateLimitedError, ServiceUnavailableError, type AppErrorCode } from "@app/schema";
import { SERVICE_UNAVAILABLE } from "../http/error-handler.ts";
import { SHED_RETRY_AFTER_SECONDS, ServerBusyError } from "../http/load-shedding.ts";

export const statusByCode: Readonly<Record<AppErrorCode, number>> = {
  invalid_input: 400,
  invalid_password: 400,
  // A push subscription whose address is not on an allowed push service (docs/notifications.md).
  push_endpoint_not_allowed: 400,
  unauthenticated: 401,
  invalid_token: 401,
  forbidden: 403,
  // Staff console (docs/staff-console.md): an admin may not demote or disable their own account; a disabled account signs in nowhere.
  cannot_change_own_account: 403,
  account_disabled: 403,
  not_enrolled: 403,
  not_found: 404,
  course_not_found: 404,
  lesson_not_found: 404,
  exam_not_found: 404,
  already_enrolled: 409,
  already_registered: 409,
  email_taken: 409,
  exam_full: 409,
  // Both depend on the exam's current registrations, not on the shape of the request.
  exam_has_registrations: 409,
  capacity_below_registrations: 409,
  course_has_enrollments: 409,
  course_archived: 409,
  registration_closed: 409,
  // Mock tests (decision 022): state conflicts of a test or an attempt, not malformed requests.
  mock_test_not_found: 404,
  mock_test_attempt_not_found: 404,
  mock_test_closed: 409,
  mock_test_attempts_used: 409,
  mock_test_time_up: 409,
  mock_test_submitted: 409,
  mock_test_section_not_open: 409,
  submission_closed: 409,
  submission_graded: 409,
  mock_test_in_progress: 409,
  mock_test_has_attempts: 409,
  mock_test_empty: 409,
  mock_test_bank_short: 409,
  // Payments (docs/payments.md): a paid course is bought; a signature that does not verify changes nothing.
  payment_required: 402,
  payment_invalid: 400,
  payments_unavailable: 503,
  // Tax invoices and refunds (docs/payments.md): a state that is not one of India's, a refund after its window or
  // of a payment already refunded (or being refunded), or of one that was never paid.
  place_of_supply_invalid: 400,
  refund_window_closed: 409,
  already_refunded: 409,
  refund_not_possible: 409,
  // Coupons (docs/payments.md): a code that does not exist, or one whose dates or uses do not allow it now.
  coupon_unknown: 404,
  coupon_expired: 409,
  coupon_not_yet_valid: 409,
  coupon_used_up: 409,
  coupon_used_up_for_you: 409,
  coupon_not_for_course: 409,
  // Daily practice (docs/practice.md): an answer to a question that is not in the bank, or a malformed one.
  practice_question_not_found: 404,
  practice_choice_out_of_range: 400,
  practice_time_out_of_range: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
};

export interface RestFailure {
  status: number;
  message: string;
  /** Set for unexpected failures: logged, never sent. */
  cause?: unknown;
  /** Seconds for Retry-After (429, 503). */
  retryAfter?: number;
}

export function errorStatus(code: AppErrorCode): number {
  return statusByCode[code] ?? 500;
}

export function toRestFailure(error: unknown): RestFailure {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof RateLimitedError)
    return { status: 429, message: original.message, retryAfter: original.retryAfterSeconds };
  // Shed load carries the gate's drain estimate (decision 015); file storage unreachable (its cause is logged) says
  // 5 s. Either way the client retries, as for the database below.
  if (original instanceof ServiceUnavailableError) {
    const retryAfter = original instanceof ServerBusyError ? original.retryAfterSeconds : SHED_RETRY_AFTER_SECONDS;
    return { status: 503, message: original.message, cause: original.cause, retryAfter };
  }
  if (original instanceof AppError) return { status: errorStatus(original.code), message: original.message };
  // A GraphQL error without a cause and without a path is a request error (variables that do not coerce).
  if (original instanceof GraphQLError && !original.path) return { status: 400, message: original.message };
  // The database is unreachable: fail fast with 503 so that clients and load balancers retry elsewhere.
  if (isConnectionError(original)) return { status: 503, message: SERVICE_UNAVAILABLE, cause: error };
  // A value PostgreSQL cannot take (a NUL byte in an id or search text) is the request's fault, not ours.
  if (isDataException(original)) return { status: 400, message: "Invalid request: unsupported characters or values" };
  const status = httpStatusOf(original);
  if (status && status >= 400 && status < 500) return { status, message: (original as Error).message };
  return { status: 500, message: "Internal server error", cause: error };
}

function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" ? status : undefined;
}
