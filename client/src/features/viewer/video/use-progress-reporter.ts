import { useCallback, useEffect, useRef } from "react";
import { useApolloClient } from "@apollo/client/react";
import { progressOutbox } from "../../../lib/pwa/progress-outbox.ts";
import { createWatchTracker, progressIntervalMs } from "../watch-tracker.ts";

/**
 * Sends updateLessonProgress every 5 s while playing and on pause and end; failures are only logged (spec section 8).
 * Offline, the reports are queued and coalesced per lesson (lib/pwa/progress-outbox.ts) and sent when back online.
 */
export function useProgressReporter(lessonId: string, video: React.RefObject<HTMLVideoElement | null>) {
  const apollo = useApolloClient();
  const tracker = useRef(createWatchTracker());
  const interval = useRef<ReturnType<typeof setInterval> | null>(null);

  const send = useCallback(
    (ended = false) => {
      const element = video.current;
      if (!element) return;
      const { watchTime, totalDuration, status } = tracker.current.report(element.duration, ended);
      // The position is where a later visit resumes.
      const position = Math.floor(element.currentTime);
      progressOutbox(apollo)
        .report({ lessonId, watch: { watchTime, totalDuration, position }, ended: status === "completed" })
        .catch((error: unknown) => console.warn("Progress update failed", error));
    },
    [apollo, lessonId, video],
  );

  const stopInterval = () => {
    if (interval.current) clearInterval(interval.current);
    interval.current = null;
  };

  useEffect(() => {
    tracker.current.reset();
    return stopInterval;
  }, [lessonId]);

  return {
    onPlay() {
      stopInterval();
      interval.current = setInterval(() => send(), progressIntervalMs);
    },
    onTimeUpdate() {
      if (video.current && !video.current.paused) tracker.current.tick(video.current.currentTime);
    },
    onSeeking() {
      tracker.current.pause();
    },
    onPause() {
      stopInterval();
      tracker.current.pause();
      if (!video.current?.ended) send();
    },
    onEnded() {
      stopInterval();
      send(true);
    },
  };
}
