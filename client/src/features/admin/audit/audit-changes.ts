// An entry's `changes` JSON ({ "<field>": { before, after } }) as readable lines; long values are cut, since a
// lesson description can run to pages.
import type { TFunction } from "i18next";

const MAX_VALUE = 80;

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown, t: TFunction): string {
  if (value === null || value === undefined) return t("admin-people:audit.none");
  if (value === "") return t("admin-people:audit.empty");
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** `t` words the missing and empty values in the page's language; field names and values stay as recorded. */
export function fieldChanges(changes: unknown, t: TFunction): FieldChange[] {
  if (!changes || typeof changes !== "object" || Array.isArray(changes)) return [];
  return Object.entries(changes as Record<string, unknown>).map(([field, change]) => {
    const { before, after } = (change && typeof change === "object" ? change : {}) as {
      before?: unknown;
      after?: unknown;
    };
    return { field, before: show(before, t), after: show(after, t) };
  });
}
