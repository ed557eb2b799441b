// Asking and answering go out through the client's one outbox (lib/pwa/progress-outbox.ts, docs/offline.md): straight
// to the server when it answers, kept on the phone and sent when the connection returns when it does not. A post
// waiting there shows at once in its place as 'Waiting to send', and once sent it is the server's post (the outbox
// reads the lists again). The text being typed is a draft on the device until sent (lib/pwa/post-drafts.ts); a post
// the server refuses for good is that draft again, with the reason.
import { useCallback, useEffect, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { newClientId } from "../../lib/pwa/client-id.ts";
import { draftPlaceOf, type DraftPlace } from "../../lib/pwa/post-drafts.ts";
import { progressOutbox, tokenSubject } from "../../lib/pwa/progress-outbox.ts";
import { discussionPostKey, type DiscussionPostReport } from "../../lib/pwa/progress-queue.ts";
import { tokenStore } from "../../lib/session/token-store.ts";

export type PostDelivery = "sent" | "queued" | "dropped" | "signed-out";

/** The place's posts waiting in the outbox, the send, and a counter raised when a refusal put a draft back. */
export function usePostOutbox(place: DraftPlace) {
  const outbox = progressOutbox(useApolloClient());
  const userId = tokenSubject(tokenStore.get());
  const [waiting, setWaiting] = useState<DiscussionPostReport[]>([]);
  const [refusals, setRefusals] = useState(0);

  const refresh = useCallback(async () => {
    const entries = await outbox.pending();
    setWaiting(entries.flatMap(({ discussionPost: post }) => (post && draftPlaceOf(post) === place ? [post] : [])));
  }, [outbox, place]);

  useEffect(() => {
    void refresh();
    const offSettled = outbox.onSettled(() => void refresh());
    const offRefused = outbox.onRefused(({ discussionPost: post }) => {
      if (post && draftPlaceOf(post) === place) setRefusals((count) => count + 1);
    });
    return () => {
      offSettled();
      offRefused();
    };
  }, [outbox, place, refresh]);

  const send = useCallback(
    async ({ title, body }: { title?: string; body: string }): Promise<PostDelivery> => {
      const [kind, id] = place.split(/:(.*)/) as ["lesson" | "question", string];
      const post: DiscussionPostReport = {
        clientId: newClientId(),
        ...(kind === "lesson" ? { lessonId: id, title } : { questionId: id }),
        body,
        writtenAt: new Date().toISOString(),
      };
      const delivery = await outbox.report({ lessonId: discussionPostKey(post.clientId), discussionPost: post });
      await refresh();
      return delivery;
    },
    [outbox, place, refresh],
  );

  return { userId, waiting, send, refusals };
}
