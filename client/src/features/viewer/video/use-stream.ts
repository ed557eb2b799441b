// What the player streams (docs/offline.md, "Lesson packs"): a downloaded pack's rendition, from the device at the
// quality the learner chose (online too: it saves their data); else the lesson's adaptive stream; else, null, the
// uploaded original (which a pack of the original also answers from the device).
import { useState } from "react";
import type { LessonVideoFieldsFragment } from "../../../gql/graphql.ts";
import { useLessonPack, type LessonPack } from "../../../lib/packs/lesson-packs.ts";
import { streamOf, type Stream } from "./adaptive-source.ts";

/** The stream of a finished pack; undefined when the lesson has none. */
export function packStream(pack: LessonPack | null, poster: string | null): Stream | null | undefined {
  if (pack?.status !== "done") return undefined;
  const playlist = pack.files.find((file) => file.kind === "playlist");
  if (pack.quality === "original" || !playlist) return null;
  const height = pack.quality === "audio" ? 0 : Number.parseInt(pack.quality, 10);
  // The media playlist alone: hls.js asks for nothing the pack lacks (a master would name the other renditions).
  // The poster the pack holds (packs made before posters were kept show the online one, when it can be fetched).
  const packed = pack.files.find((file) => file.kind === "poster")?.url ?? poster;
  return { master: playlist.url, audio: null, poster: packed, heights: [], fixedHeight: height };
}

/**
 * Chosen once, when the device's packs have been read (undefined until then), so that a download finishing while
 * the learner watches does not restart the video.
 */
export function useStream(lessonId: string, adaptive: LessonVideoFieldsFragment | null): Stream | null | undefined {
  const pack = useLessonPack(lessonId);
  const [stream, setStream] = useState<Stream | null | undefined>(undefined);
  if (stream === undefined && pack !== undefined) {
    const online = streamOf(adaptive);
    const packed = packStream(pack, online?.poster ?? null);
    setStream(packed === undefined ? online : packed);
  }
  return stream;
}
