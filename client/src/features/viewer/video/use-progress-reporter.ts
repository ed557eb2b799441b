import { useCallback, useEffect, useRef } from "react";
import { useMutation } from "@apollo/client/react";
import { UpdateLessonProgressDocument } from "../../../gql/graphql.ts";
import { createWatchTracker, progressIntervalMs } from "../watch-tracker.ts";

/** Sends updateLessonProgress every 5 s while playing and on pause and end; failures are only logged (spec section 8). */
export function useProgressReporter(lessonId: string, video: React.RefObject<HTMLVideoElement | null>) {
  const [update] = useMutation(UpdateLessonProgressDocument);
  const tracker = useRef(createWatchTracker());
  const interval = useRef<ReturnType<typeof setInterval> | null>(null);

  const send = useCallback(
    (ended = false) => {
      const element = video.current;
      if (!element) return;
      // The position is where a later visit resumes (issue 17 part 2).
      const input = { ...tracker.current.report(element.duration, ended), position: Math.floor(element.currentTime) };
      update({ variables: { lessonId, input } }).catch((error: unknown) => console.warn("Progress update failed", error));
    },
    [lessonId, update, video],
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
