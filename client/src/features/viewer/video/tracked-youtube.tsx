import { useCallback } from "react";
import { useApolloClient } from "@apollo/client/react";
import { progressOutbox } from "../../../lib/pwa/progress-outbox.ts";
import type { YouTubePlayback } from "../../../components/media/use-youtube-position.ts";
import { YouTubeEmbed } from "../../../components/media/youtube-embed.tsx";

interface TrackedYouTubeProps {
  lessonId: string;
  videoId: string;
  title: string;
  start: number | null;
  onInteract: () => void;
}

/** A lesson's YouTube video that saves where the learner is, so the next visit starts there. */
export function TrackedYouTube({ lessonId, videoId, title, start, onInteract }: TrackedYouTubeProps) {
  const apollo = useApolloClient();
  // Watch time 0 keeps the stored one (it never decreases); only the position and the duration are news here.
  // Through the outbox like the uploaded player's reports, so one made offline is sent when the connection returns.
  const report = useCallback(
    ({ position, duration }: YouTubePlayback) =>
      void progressOutbox(apollo)
        .report({ lessonId, watch: { watchTime: 0, totalDuration: duration, position } })
        .catch((error: unknown) => console.warn("Progress update failed", error)),
    [apollo, lessonId],
  );
  return <YouTubeEmbed id={videoId} title={title} start={start} onInteract={onInteract} onPosition={report} />;
}
