import { describe, expect, it } from "vitest";
import { isOnDemandNamespace } from "../../i18n/console-namespaces.ts";
import { createI18n } from "../../i18n/i18n.ts";
import { notificationText } from "./notification-text.ts";
import { relativeTime } from "./relative-time.ts";

const lesson = {
  kind: "NEW_LESSON" as const,
  title: "New lesson in C Programming: Pointers",
  params: { courseTitle: "C Programming", lessonTitle: "Pointers" },
};

describe("a notification's text", () => {
  it("is rendered from its kind and params in the reader's language, with the notifications texts loaded on demand", async () => {
    const hindi = await createI18n("hi");
    expect(isOnDemandNamespace("notifications")).toBe(true);
    await hindi.loadNamespaces("notifications");
    expect(notificationText(hindi.t, lesson)).toBe("C Programming में नया पाठ: Pointers");
    const english = await createI18n("en");
    await english.loadNamespaces("notifications");
    expect(notificationText(english.t, { ...lesson, params: { ...lesson.params, lessonTitle: "<b>x</b>" } })).toBe(
      "New lesson in C Programming: <b>x</b>",
    );
  });

  it("falls back to the stored English title when a name the text needs is missing", async () => {
    const hindi = await createI18n("hi");
    await hindi.loadNamespaces("notifications");
    expect(notificationText(hindi.t, { ...lesson, params: { courseTitle: "C Programming" } })).toBe(lesson.title);
  });

  it("says how long ago, in English and Hindi", () => {
    const now = Date.parse("2026-11-26T12:00:00Z");
    expect(relativeTime("2026-11-26T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-26T11:59:50Z", "en", now)).toBe("this minute");
    expect(relativeTime("2026-11-24T12:00:00Z", "hi", now)).toBe("परसों");
  });
});
