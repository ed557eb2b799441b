// Drafts of a learner's posts to the course Q&A (docs/offline.md, "The outbox"), kept on the device per learner and
// place (a lesson's new question, a question's new answer) until posted, so a closed tab, a reload or a dropped
// connection loses no typing. The outbox puts a post the server refused for good back here with the refusal's codes,
// whether or not its screen is open, so the learner finds the text and the reason the next time they open it.
// localStorage: drafts are small and the form reads its draft as it opens. Personal: signing out deletes them
// (lib/device/personal-data.ts).
import { CombinedGraphQLErrors } from "@apollo/client";
import type { DiscussionPostReport } from "./progress-queue.ts";

export interface PostDraft {
  title: string;
  body: string;
  /** The server's refusal for good of this text, sent before: its code, for the learner's language, and its words. */
  refused?: Refusal;
}

export interface Refusal {
  code?: string;
  message?: string;
}

/** A lesson's new question, or a question's new answer. */
export type DraftPlace = `lesson:${string}` | `question:${string}`;

export const draftPlaceOf = (post: Pick<DiscussionPostReport, "lessonId" | "questionId">): DraftPlace =>
  post.questionId ? `question:${post.questionId}` : `lesson:${post.lessonId ?? ""}`;

const draftKey = (userId: string, place: DraftPlace) => `vidyapath-discussion-draft:${userId}:${place}`;

// Private modes of some browsers refuse localStorage; the draft then lives as long as the form.
const storage = () => (typeof localStorage === "undefined" ? null : localStorage);

export function readDraft(userId: string, place: DraftPlace): PostDraft | null {
  try {
    const text = storage()?.getItem(draftKey(userId, place));
    return text ? (JSON.parse(text) as PostDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it when there is nothing in it to keep. */
export function saveDraft(userId: string, place: DraftPlace, draft: PostDraft | null) {
  try {
    if (!draft || (!draft.title.trim() && !draft.body.replace(/<[^>]*>/g, "").trim() && !draft.refused))
      storage()?.removeItem(draftKey(userId, place));
    else storage()?.setItem(draftKey(userId, place), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still holds the text.
  }
}

const refusalOf = (error: unknown): Refusal => {
  const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
  const code = first?.extensions?.code;
  return { code: typeof code === "string" ? code : undefined, message: first?.message };
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!);

/**
 * A post refused for good becomes the place's draft again. What the learner has typed there since stays first; the
 * refused text follows it (its title as the first line of its body when the draft has a title of its own).
 */
export function keepRefusedPost(userId: string, post: DiscussionPostReport, error: unknown) {
  const place = draftPlaceOf(post);
  const typed = readDraft(userId, place);
  const ownTitle = typed?.title.trim() && post.title && typed.title !== post.title;
  const refusedBody = ownTitle ? `<p>${escapeHtml(post.title ?? "")}</p>${post.body}` : post.body;
  const body = typed?.body && typed.body !== post.body ? `${typed.body}${refusedBody}` : refusedBody;
  saveDraft(userId, place, {
    title: typed?.title.trim() ? typed.title : (post.title ?? ""),
    body,
    refused: refusalOf(error),
  });
}
