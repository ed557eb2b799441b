import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import { useYouTubePosition, type YouTubePlayback } from "./use-youtube-position.ts";
import { youTubeEmbedUrl } from "./youtube.ts";

interface YouTubeEmbedProps {
  id: string;
  title: string;
  /** The second to start at (default 0); null while the learner's progress loads (the frame waits, so it loads once). */
  start?: number | null;
  onInteract: () => void;
  /** Where the learner is in the video, reported while they watch (the console's preview reports nothing). */
  onPosition?: (playback: YouTubePlayback) => void;
}

/**
 * A YouTube embed at the 56.25% (16:9) ratio with related videos off. Clicks inside a cross-origin frame
 * never reach the page, so a click on the frame is noticed as the window losing focus to it.
 */
export function YouTubeEmbed({ id, title, start = 0, onInteract, onPosition }: YouTubeEmbedProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const listen = useYouTubePosition(frame, onPosition);
  useEffect(() => {
    const onBlur = () => setTimeout(() => document.activeElement === frame.current && onInteract(), 0);
    window.addEventListener("blur", onBlur);
    return () => window.removeEventListener("blur", onBlur);
  }, [onInteract]);

  return (
    <Box sx={{ position: "relative", pt: "56.25%", borderRadius: 2, overflow: "hidden", bgcolor: "common.black" }}>
      {start !== null && (
        <iframe
          ref={frame}
          src={youTubeEmbedUrl(id, { start, origin: onPosition ? window.location.origin : undefined })}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          onLoad={() => {
            onInteract();
            listen();
          }}
          onError={onInteract}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 }}
        />
      )}
    </Box>
  );
}
