import { AppError } from "../../errors.ts";

// Messages are shown to learners as-is (spec section 8: the client alerts the server's message).
export class ExamNotFoundError extends AppError {
  constructor() {
    super("exam_not_found", "Exam not found");
  }
}

export class ExamFullError extends AppError {
  constructor() {
    super("exam_full", "This exam is full");
  }
}

export class AlreadyRegisteredError extends AppError {
  constructor() {
    super("already_registered", "You are already registered for this exam");
  }
}

export class ExamHasRegistrationsError extends AppError {
  constructor() {
    super("exam_has_registrations", "This exam has registrations and cannot be deleted; unpublish it instead");
  }
}

/** Field-level, like invalid_input, so the console shows it under the capacity field. */
export class CapacityBelowRegistrationsError extends AppError {
  constructor(registrations: number) {
    const message = `Capacity cannot be below the ${registrations} registration${registrations === 1 ? "" : "s"} already taken`;
    super("capacity_below_registrations", message, { maxParticipants: message });
  }
}

export class RegistrationClosedError extends AppError {
  constructor() {
    super("registration_closed", "Registration for this exam has closed");
  }
}
