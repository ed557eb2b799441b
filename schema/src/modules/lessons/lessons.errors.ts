import { AppError } from "../../errors.ts";

export class LessonNotFoundError extends AppError {
  constructor() {
    super("lesson_not_found", "Lesson not found");
  }
}
