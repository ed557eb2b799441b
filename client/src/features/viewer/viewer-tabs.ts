// The four lesson tabs, spec section 2: each shows a count; the first tab with items is selected when
// the current one has none; changing lesson resets to Class.
export const tabKeys = ["class", "notes", "ppts", "quiz"] as const;
export type TabKey = (typeof tabKeys)[number];
export type TabCounts = Record<TabKey, number>;

export const tabLabels: Record<TabKey, string> = { class: "Class", notes: "Notes", ppts: "PPTs", quiz: "Quiz" };

interface ContentLike {
  type: string;
}

export function tabCounts(description: string | null | undefined, contents: readonly ContentLike[]): TabCounts {
  const count = (type: string) => contents.filter((content) => content.type === type).length;
  const text = (description ?? "").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim();
  return { class: text ? 1 : 0, notes: count("note"), ppts: count("ppt"), quiz: count("question") };
}

export function resolveTab(current: TabKey, counts: TabCounts): TabKey {
  if (counts[current] > 0) return current;
  return tabKeys.find((key) => counts[key] > 0) ?? current;
}
