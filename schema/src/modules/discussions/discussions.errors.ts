// The discussions' refusals (docs/discussions.md): every one an AppError with a code the boundaries already map.
import { AppError, RateLimitedError } from "../../errors.ts";

export const notEnrolled = () =>
  new AppError("not_enrolled", "Only learners enrolled in this course and its staff take part in its discussion");

export const postNotFound = () => new AppError("not_found", "Post not found");

export const threadLocked = () => new AppError("forbidden", "This question is locked: it takes no new answers");

export const suspended = (until: Date) =>
  new AppError("forbidden", `You may not post in discussions until ${until.toISOString()}`);

export const editWindowOver = (minutes: number) =>
  new AppError("forbidden", `Posts can be edited or deleted for ${minutes} minutes after posting`);

export const notYourPost = () => new AppError("forbidden", "You can only change your own posts");

export const ownVote = () => new AppError("forbidden", "You cannot vote on your own post");

export const cannotAccept = () =>
  new AppError("forbidden", "Only the person who asked and the course's staff can accept an answer");

/** Too many posts in the window; Retry-After says when the oldest one leaves it. */
export class PostingLimitError extends RateLimitedError {
  constructor(retryAfterSeconds: number, what: "questions" | "answers", limit: number, minutes: number) {
    super(retryAfterSeconds);
    this.message = `You can post at most ${limit} ${what} in ${minutes} minutes; try again in ${Math.ceil(retryAfterSeconds / 60)} minutes`;
  }
}
