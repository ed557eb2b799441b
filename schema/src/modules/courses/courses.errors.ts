import { AppError } from "../../errors.ts";

export class CourseNotFoundError extends AppError {
  constructor() {
    super("course_not_found", "Course not found");
  }
}
