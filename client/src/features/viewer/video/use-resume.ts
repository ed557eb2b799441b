import { useEffect, useRef, useState } from "react";
import { resumePoint, type SavedPlayback } from "./resume.ts";

/**
 * Seeks once to the saved position when both the video's duration and the saved progress are known (either may
 * arrive first); `saved` is null while the learner's progress is still loading.
 */
export function useResume(video: React.RefObject<HTMLVideoElement | null>, saved: SavedPlayback | null) {
  const [metadataLoaded, setMetadataLoaded] = useState(false);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const decided = useRef(false);
  const status = saved?.status;
  const lastPosition = saved?.lastPosition;
  const totalDuration = saved?.totalDuration ?? 0;

  useEffect(() => {
    const element = video.current;
    if (decided.current || !metadataLoaded || !element || status === undefined || lastPosition === undefined) return;
    decided.current = true;
    // A learner who already pressed play or seeked has chosen where to watch.
    const untouched = element.paused && element.currentTime === 0;
    const at = resumePoint({ status, lastPosition, totalDuration }, element.duration);
    if (!untouched || at <= 0) return;
    element.currentTime = at;
    setResumedAt(at);
  }, [metadataLoaded, status, lastPosition, totalDuration, video]);

  return {
    resumedAt,
    onLoadedMetadata: () => setMetadataLoaded(true),
    startOver() {
      if (video.current) video.current.currentTime = 0;
      setResumedAt(null);
    },
  };
}
