// A notification's text in the reader's language, from its kind and params; the stored English title when the params
// lack a name the text needs (a notification recorded before its kind's params changed). The gateway's emails and
// pushes say the same through this module (package export "@app/client/notification-text", with the `t` of
// "@app/client/texts").
import type { TFunction } from "i18next";
import type { NotificationKind } from "../../gql/graphql.ts";

// Whole keys, so the catalogue check (i18n/catalogues.test.ts) sees each of them.
export const NOTIFICATION_TEXT_KEYS: Record<NotificationKind, string> = {
  NEW_LESSON: "notifications:kinds.newLesson",
  ANSWER_TO_MY_QUESTION: "notifications:kinds.answerToMyQuestion",
  MY_ANSWER_ACCEPTED: "notifications:kinds.myAnswerAccepted",
  ASSIGNMENT_GRADED: "notifications:kinds.assignmentGraded",
  NEW_ASSIGNMENT: "notifications:kinds.newAssignment",
  PAYMENT_RECEIVED: "notifications:kinds.paymentReceived",
  PAYMENT_REFUNDED: "notifications:kinds.paymentRefunded",
  PRACTICE_REMINDER: "notifications:kinds.practiceReminder",
  EXAM_REMINDER: "notifications:kinds.examReminder",
  MOCK_TEST_RESULT: "notifications:kinds.mockTestResult",
};

export interface NotificationWords {
  kind: NotificationKind;
  title: string;
  params: unknown;
}

export function notificationText(t: TFunction, notification: NotificationWords): string {
  const params = (notification.params ?? {}) as Record<string, unknown>;
  const text = t(NOTIFICATION_TEXT_KEYS[notification.kind], { ...params, interpolation: { escapeValue: false } });
  // i18next leaves a placeholder it has no value for as it is: `{{name}}`.
  const missing = [...text.matchAll(/\{\{(\w+)\}\}/g)].some(([, name]) => typeof params[name!] !== "string");
  return missing ? notification.title : text;
}
