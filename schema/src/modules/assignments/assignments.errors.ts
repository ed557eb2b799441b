import { AppError, notFound } from "../../errors.ts";

export const assignmentNotFound = () => notFound("Assignment");
export const submissionNotFound = () => notFound("Submission");

/** Past the due date of an assignment that takes no late work (docs/assignments.md). */
export class SubmissionClosedError extends AppError {
  constructor() {
    super("submission_closed", "The due date has passed and this assignment does not accept late submissions");
  }
}

/** Resubmission is allowed until a grade is given; the grade is given for what the grader saw. */
export class SubmissionGradedError extends AppError {
  constructor() {
    super("submission_graded", "This submission has been graded and cannot be changed");
  }
}
