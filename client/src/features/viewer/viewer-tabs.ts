import type { ReactNode } from "react";

// The lesson tabs, spec section 2, and Discussion (docs/discussions.md): each shows a count; the first tab with
// items is selected when the current one has none (Discussion stays open when empty: one asks the first question
// there); changing lesson resets to Class.
export const tabKeys = ["class", "notes", "ppts", "quiz", "discussion"] as const;
export type TabKey = (typeof tabKeys)[number];
export type TabCounts = Record<TabKey, number>;

/** Catalogue keys of the tabs' names. */
export const tabLabels: Record<TabKey, string> = {
  class: "viewer:tabs.class",
  notes: "viewer:tabs.notes",
  ppts: "viewer:tabs.ppts",
  quiz: "viewer:tabs.quiz",
  discussion: "viewer:tabs.discussion",
};

interface ContentLike {
  type: string;
}

export function tabCounts(description: string | null | undefined, contents: readonly ContentLike[]): TabCounts {
  const count = (type: string) => contents.filter((content) => content.type === type).length;
  const text = (description ?? "")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();
  return { class: text ? 1 : 0, notes: count("note"), ppts: count("ppt"), quiz: count("question"), discussion: 0 };
}

/**
 * A video is the Class tab's item too, although its count follows the description only: a lesson authored
 * with a video and no description must still open on (and keep) the tab that plays it.
 */
export function resolveTab(current: TabKey, counts: TabCounts, hasVideo = false): TabKey {
  const hasItems = (key: TabKey) => counts[key] > 0 || (key === "class" && hasVideo);
  if (hasItems(current) || current === "discussion") return current;
  return tabKeys.find((key) => key !== "discussion" && hasItems(key)) ?? current;
}

/**
 * A tab another feature adds to a lesson when the lesson has something for it (an assignment: docs/assignments.md).
 * Features don't import each other: the route passes a hook that returns the lesson's extra tabs, in a fixed order.
 */
export interface LessonTab {
  key: string;
  label: string;
  count: number;
  panel: ReactNode;
}
export type UseLessonTabs = (lessonId: string) => LessonTab[];
export const noLessonTabs: UseLessonTabs = () => [];
