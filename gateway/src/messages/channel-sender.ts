// The text-message channels of notifications (docs/notifications.md): SMS through the SMS port (decision 036) and
// WhatsApp through the Cloud API, one shape for both. A message is a kind with its variables, never free text: an
// Indian SMS needs the kind's registered (DLT) template and a WhatsApp business message an approved template, each
// named in configuration per kind. The log providers (development) keep the words in the dev mailbox instead.
import type { MessageChannel } from "@app/db";

export type MessageKind = "ASSIGNMENT_GRADED" | "PRACTICE_REMINDER" | "EXAM_REMINDER" | "MOCK_TEST_RESULT";

export interface OutgoingMessage {
  /** E.164 with the "+". */
  to: string;
  kind: MessageKind;
  /** The recipient's interface language ("en", "hi", ...). */
  language: string;
  /** The words in that language (the same catalogue as the in-app list), for the log providers. */
  text: string;
  /** The template's variables by name, in the template's order (MESSAGE_VARIABLES). */
  variables: [name: string, value: string][];
}

export interface ChannelSender {
  readonly channel: MessageChannel;
  /** The provider's name for the System page: msg91, cloud, log, or off. */
  readonly provider: string;
  /** Whether a message of `kind` can go out: a provider, and a template for the kind where the provider needs one. */
  configured(kind: MessageKind): boolean;
  send(message: OutgoingMessage): Promise<void>;
}

export type ChannelSenders = Record<MessageChannel, ChannelSender>;

/**
 * Each kind's variables, in the order its templates take them: the notification's params, then `link` (the page
 * it opens). A DLT or WhatsApp template registered for a kind must take these, in this order.
 */
export const MESSAGE_VARIABLES: Record<MessageKind, readonly string[]> = {
  ASSIGNMENT_GRADED: ["assignmentTitle", "score", "link"],
  PRACTICE_REMINDER: ["done", "goal", "link"],
  EXAM_REMINDER: ["examTitle", "when", "link"],
  MOCK_TEST_RESULT: ["testTitle", "score", "link"],
};
