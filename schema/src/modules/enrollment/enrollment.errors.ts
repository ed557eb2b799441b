import { AppError } from "../../errors.ts";

export class AlreadyEnrolledError extends AppError {
  constructor() {
    super("already_enrolled", "You are already enrolled in this course");
  }
}

export class NotEnrolledError extends AppError {
  constructor() {
    super("not_enrolled", "Enroll in the course first");
  }
}
