import { useEffect, useRef, useState } from "react";
import type HlsType from "hls.js/light";
import { levelLimits, type Quality, type Stream } from "./adaptive-source.ts";

/**
 * Attaches the stream with hls.js where the browser has Media Source Extensions (so quality can be chosen and
 * capped), else hands the playlist to the browser's own HLS. hls.js is imported on first use: public pages never
 * load it. Audio only is its own playlist (hls.js drops audio-only variants from a master with video ones).
 */
export function useHls(
  video: React.RefObject<HTMLVideoElement | null>,
  stream: Stream | null | undefined,
  quality: Quality,
  dataSaver: boolean,
) {
  const hls = useRef<HlsType | null>(null);
  const [playingHeight, setPlayingHeight] = useState<number | null>(null);
  const [bytes, setBytes] = useState(0);
  const audioOnly = quality === "audio";
  const url = stream && (audioOnly && stream.audio ? stream.audio : stream.master);

  useEffect(() => {
    const element = video.current;
    if (!element || !url || !stream) return;
    let cancelled = false;
    const startPosition = element.currentTime || -1;
    void import("hls.js/light").then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        element.src = url;
        return;
      }
      const limits = levelLimits(stream.heights, dataSaver);
      const instance = new Hls({ startLevel: limits.startLevel, startPosition, capLevelToPlayerSize: false });
      hls.current = instance;
      instance.on(Hls.Events.MANIFEST_PARSED, () => {
        if (dataSaver) instance.autoLevelCapping = limits.cap;
      });
      instance.on(Hls.Events.LEVEL_SWITCHED, (_event, data) =>
        setPlayingHeight(audioOnly ? 0 : (stream.fixedHeight ?? instance.levels[data.level]?.height ?? null)),
      );
      instance.on(Hls.Events.FRAG_LOADED, (_event, data) => setBytes((total) => total + data.frag.stats.loaded));
      instance.loadSource(url);
      instance.attachMedia(element);
    });
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [video, url, stream, dataSaver, audioOnly]);

  useEffect(() => {
    const instance = hls.current;
    if (!instance || audioOnly) return;
    const index = typeof quality === "number" ? instance.levels.findIndex((level) => level.height === quality) : -1;
    // currentLevel switches now (flushing the buffer); -1 hands the choice back to the bandwidth estimate.
    instance.currentLevel = index;
  }, [quality, audioOnly]);

  return { playingHeight, bytes };
}
