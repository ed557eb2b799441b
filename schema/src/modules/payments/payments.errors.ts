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

/** A place of supply that is not one of the GST state codes (invoices/gst-states.ts). */
export class PlaceOfSupplyInvalidError extends AppError {
  constructor() {
    super("place_of_supply_invalid", "Choose your state from the list");
  }
}

export class RefundWindowClosedError extends AppError {
  constructor(days: number) {
    super("refund_window_closed", `Payments older than ${days} days cannot be refunded here`);
  }
}

/** Refunded already, or a refund of it is being asked of the provider right now. */
export class AlreadyRefundedError extends AppError {
  constructor() {
    super("already_refunded", "This payment has already been refunded");
  }
}

export class RefundNotPossibleError extends AppError {
  constructor() {
    super("refund_not_possible", "Only a captured payment can be refunded");
  }
}
