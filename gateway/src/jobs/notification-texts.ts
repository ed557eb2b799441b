// The words of a notification's email and push message, in the recipient's language (en or hi). The in-app list is
// rendered by the client from the same kind and params (client/src/i18n/locales/*/notifications.json); a kind whose
// params lack a name its text needs falls back to the English title every notification stores.
import type { NotificationKind } from "@app/schema";

type Texts = Record<NotificationKind, string>;

const TEXTS: Record<"en" | "hi", Texts> = {
  en: {
    NEW_LESSON: "New lesson in {courseTitle}: {lessonTitle}",
    ANSWER_TO_MY_QUESTION: "New answer to your question: {questionTitle}",
    MY_ANSWER_ACCEPTED: "Your answer was accepted: {questionTitle}",
    ASSIGNMENT_GRADED: "Your assignment was graded: {assignmentTitle} ({score})",
    NEW_ASSIGNMENT: "New assignment in {courseTitle}: {assignmentTitle}",
  },
  hi: {
    NEW_LESSON: "{courseTitle} में नया पाठ: {lessonTitle}",
    ANSWER_TO_MY_QUESTION: "आपके प्रश्न का नया उत्तर: {questionTitle}",
    MY_ANSWER_ACCEPTED: "आपका उत्तर स्वीकार किया गया: {questionTitle}",
    ASSIGNMENT_GRADED: "आपके असाइनमेंट का मूल्यांकन हुआ: {assignmentTitle} ({score})",
    NEW_ASSIGNMENT: "{courseTitle} में नया असाइनमेंट: {assignmentTitle}",
  },
};

const FRAME = {
  en: {
    open: "Open",
    why: "You get these emails because email notifications are on in your settings. Turn them off there:",
  },
  hi: {
    open: "खोलें",
    why: "आपको ये ईमेल इसलिए मिल रहे हैं क्योंकि आपकी सेटिंग्स में ईमेल सूचनाएँ चालू हैं। उन्हें वहाँ बंद करें:",
  },
};

export interface NotificationWords {
  kind: NotificationKind;
  title: string;
  params: unknown;
}

export const languageOf = (language: string | null | undefined) => (language === "hi" ? "hi" : "en");

export function notificationText(notification: NotificationWords, language: "en" | "hi"): string {
  const params = (notification.params ?? {}) as Record<string, unknown>;
  let missing = false;
  const text = TEXTS[language][notification.kind].replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== "string" || value === "") missing = true;
    return String(value ?? "");
  });
  return missing ? notification.title : text;
}

export const frameText = (language: "en" | "hi") => FRAME[language];
