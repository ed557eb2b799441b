// The client's checks before a round trip, from the same numbers the server enforces (@app/schema/input-limits).
import { discussionLimits } from "@app/schema/input-limits";

export type PostProblem = "titleShort" | "titleLong" | "bodyEmpty" | "bodyLong" | null;

const visibleText = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

export function titleProblem(title: string): PostProblem {
  const length = title.trim().length;
  if (length < discussionLimits.title.min) return "titleShort";
  if (length > discussionLimits.title.max) return "titleLong";
  return null;
}

export function bodyProblem(html: string): PostProblem {
  if (!visibleText(html)) return "bodyEmpty";
  if (html.length > discussionLimits.body.max) return "bodyLong";
  return null;
}
