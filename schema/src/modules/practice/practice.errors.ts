// Practice's refusals (docs/practice.md): coded AppErrors; the client shows the code's text from its English and
// Hindi catalogues (errors.json), so the learner reads them in their language.
import { AppError } from "../../errors.ts";

export const questionNotFound = () =>
  new AppError("practice_question_not_found", "This practice question is no longer in the bank");

export const choiceOutOfRange = (count: number) =>
  new AppError("practice_choice_out_of_range", `Choose one of the question's ${count} options`, {
    choice: `0 to ${count - 1}`,
  });

export const timeOutOfRange = (max: number) =>
  new AppError("practice_time_out_of_range", "The time taken for this answer is not possible", {
    timeMs: `0 to ${max}`,
  });

export const topicNotFound = () => new AppError("not_found", "Topic not found");
