import { useEffect, useRef } from "react";
import { progressIntervalMs } from "../../lib/progress-interval.ts";

/** Where the YouTube player is: seconds into the video, its duration, and whether it is playing. */
export interface YouTubePlayback {
  position: number;
  duration: number;
}

// The player's states in its messages (YouTube IFrame API): 1 playing, 2 paused, 0 ended.
const PLAYING = 1;
const STOPPED = new Set([0, 2]);
const youTubeOrigin = /^https:\/\/www\.youtube(-nocookie)?\.com$/;

function parse(data: unknown): { currentTime?: number; duration?: number; playerState?: number } | null {
  try {
    const message = typeof data === "string" ? (JSON.parse(data) as { event?: string; info?: unknown }) : null;
    return message?.event === "infoDelivery" && message.info && typeof message.info === "object" ? message.info : null;
  } catch {
    return null;
  }
}

/**
 * Follows an embedded player (loaded with enablejsapi) through the messages it posts once the page says it is
 * listening, the same messages YouTube's own IFrame API script reads, and reports the position every 5 s while
 * playing, on pause and end, and when the lesson is left. Returns the frame's onLoad handler.
 */
export function useYouTubePosition(
  frame: React.RefObject<HTMLIFrameElement | null>,
  report?: (playback: YouTubePlayback) => void,
) {
  const latest = useRef<YouTubePlayback & { playing: boolean; sent: number }>({
    position: 0,
    duration: 0,
    playing: false,
    sent: -1,
  });
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  const tracking = !!report;

  useEffect(() => {
    if (!tracking) return;
    const state = latest.current;
    const send = () => {
      if (state.sent === Math.floor(state.position)) return;
      state.sent = Math.floor(state.position);
      reportRef.current?.({ position: state.sent, duration: Math.round(state.duration) });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !youTubeOrigin.test(event.origin)) return;
      const info = parse(event.data);
      if (!info) return;
      if (typeof info.currentTime === "number") state.position = info.currentTime;
      if (typeof info.duration === "number") state.duration = info.duration;
      if (typeof info.playerState === "number") {
        state.playing = info.playerState === PLAYING;
        if (STOPPED.has(info.playerState)) send();
      }
    };
    window.addEventListener("message", onMessage);
    const interval = setInterval(() => state.playing && send(), progressIntervalMs);
    return () => {
      window.removeEventListener("message", onMessage);
      clearInterval(interval);
      if (state.position > 0) send();
    };
  }, [frame, tracking]);

  return () => {
    if (!tracking) return;
    frame.current?.contentWindow?.postMessage(
      JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
      "https://www.youtube.com",
    );
  };
}
