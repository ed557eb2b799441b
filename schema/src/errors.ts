// The domain's one error type. `code` is stable snake_case: the GraphQL layer exposes it as
// extensions.code and the REST facade maps it to an HTTP status (gateway/src/rest/error-status.ts).
export type AppErrorCode =
  | "invalid_input"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "course_not_found"
  | "lesson_not_found"
  | "exam_not_found"
  | "already_enrolled"
  | "course_has_enrollments"
  | "course_archived"
  | "not_enrolled"
  | "exam_full"
  | "registration_closed"
  | "already_registered"
  | "invalid_password"
  | "invalid_token"
  | "email_taken"
  | "payload_too_large"
  | "unsupported_media_type"
  | "exam_has_registrations"
  | "capacity_below_registrations"
  | "cannot_change_own_account"
  | "account_disabled"
  | "mock_test_not_found"
  | "mock_test_attempt_not_found"
  | "mock_test_closed"
  | "mock_test_attempts_used"
  | "mock_test_time_up"
  | "mock_test_submitted"
  | "mock_test_section_not_open"
  | "mock_test_in_progress"
  | "mock_test_has_attempts"
  | "mock_test_empty"
  | "mock_test_bank_short"
  | "submission_closed"
  | "submission_graded"
  | "push_endpoint_not_allowed"
  | "payment_required"
  | "payments_unavailable"
  | "payment_invalid"
  | "place_of_supply_invalid"
  | "refund_window_closed"
  | "already_refunded"
  | "refund_not_possible"
  | "coupon_unknown"
  | "coupon_expired"
  | "coupon_not_yet_valid"
  | "coupon_used_up"
  | "coupon_used_up_for_you"
  | "coupon_not_for_course"
  | "practice_question_not_found"
  | "practice_choice_out_of_range"
  | "practice_time_out_of_range"
  | "rate_limited"
  | "service_unavailable";

/**
 * The codes that say "the request was right, the server cannot take it now": the boundaries answer them 429 or 503
 * with Retry-After, and a client sends the same request again after it (docs/offline.md, "The outbox"). Every other
 * code is the server's final word on the request. The REST status table is held to this list by its test, and the
 * client's outbox reads it (package export `@app/schema/errors`), so a new code is classified in one place.
 */
export const RETRY_LATER_CODES = [
  "rate_limited",
  "service_unavailable",
  "payments_unavailable",
] as const satisfies readonly AppErrorCode[];

const retryLater: ReadonlySet<string> = new Set(RETRY_LATER_CODES);

/** Whether a refusal's code (GraphQL extensions.code) asks for another try later rather than ending the request. */
export const isRetryLaterCode = (code: unknown): boolean => typeof code === "string" && retryLater.has(code);

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Field-level details for invalid_input (path -> message). */
  readonly details?: Record<string, string>;

  constructor(code: AppErrorCode, message: string, details?: Record<string, string>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }
}

/** Too many attempts at a guessable secret; the boundaries answer 429 with Retry-After. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", `Too many attempts, try again in ${retryAfterSeconds} seconds`);
  }
}

export const notFound = (what: string) => new AppError("not_found", `${what} not found`);

/**
 * A store the domain depends on (file storage) did not answer in time or refused the connection: the request was
 * right, retrying later may work. The boundaries answer 503 (REST) or extensions.code service_unavailable (GraphQL).
 */
export class ServiceUnavailableError extends AppError {
  constructor(what: string, cause?: unknown) {
    super("service_unavailable", `${what} temporarily unavailable, please retry shortly`);
    this.cause = cause;
  }
}
