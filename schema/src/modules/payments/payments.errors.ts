import { AppError } from "../../errors.ts";

export class PaymentRequiredError extends AppError {
  constructor() {
    super("payment_required", "This course is paid: buy it to enroll");
  }
}

export class PaymentsUnavailableError extends AppError {
  constructor() {
    super("payments_unavailable", "This course is not available for purchase yet");
  }
}

/** A forged, replayed or mismatched signature, or an order that is not the learner's: nothing is changed. */
export class PaymentInvalidError extends AppError {
  constructor() {
    super("payment_invalid", "The payment could not be verified");
  }
}

export class CourseIsFreeError extends AppError {
  constructor() {
    super("invalid_input", "This course is free: enroll instead");
  }
}
