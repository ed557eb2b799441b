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

export class RegistrationClosedError extends AppError {
  constructor() {
    super("registration_closed", "Registration for this exam has closed");
  }
}
