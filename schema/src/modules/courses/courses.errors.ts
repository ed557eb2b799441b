import { AppError } from "../../errors.ts";

export class CourseNotFoundError extends AppError {
  constructor() {
    super("course_not_found", "Course not found");
  }
}

export class CourseHasEnrollmentsError extends AppError {
  constructor() {
    super("course_has_enrollments", "Learners are enrolled in this course: unpublish or archive it instead");
  }
}

export class CourseArchivedError extends AppError {
  constructor() {
    super("course_archived", "An archived course cannot be published: unarchive it first");
  }
}
