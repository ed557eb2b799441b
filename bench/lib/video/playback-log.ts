// What a learner felt, read from the video element's own events (the `video` bench group, docs/video.md): the first
// frame, then every stall (`waiting` after playback began, until the next `playing`) within a window of playback.
// Pure, so the counting is tested apart from the browser.

export type PlaybackEventType = "open" | "play" | "frame" | "playing" | "waiting" | "seeking" | "seeked" | "ended";

export interface PlaybackEvent {
  type: PlaybackEventType;
  /** Milliseconds on the page's clock (performance.now()). */
  at: number;
  /** The element's currentTime, in seconds (0 for "open"). */
  position: number;
}

/** The element's state, sampled every half second. */
export interface PlaybackSample {
  at: number;
  /** videoHeight: the frame height being decoded, whatever chose it. */
  height: number;
  position: number;
}

export interface PlaybackFigures {
  /** From the learner opening the lesson to the first frame of playback; null when none came. */
  openToFirstFrameMs: number | null;
  /** From pressing play to the first frame of playback; null when none came. */
  playToFirstFrameMs: number | null;
  /** Stalls that began within the window after the first frame. */
  stalls: number;
  /** Their length, cut at the window's end. */
  stalledSeconds: number;
  /** Seconds of the video played by the window's end (the last position seen). */
  playedSeconds: number;
}

const firstOf = (events: PlaybackEvent[], type: PlaybackEventType, after = -Infinity) =>
  events.find((event) => event.type === type && event.at >= after);

/**
 * The first frame is the first presented frame after play (requestVideoFrameCallback, "frame"), or the first
 * "playing" when the page could not report frames. A `waiting` during a seek is the seek's, not a stall; `ended`
 * closes an open stall.
 */
export function playbackFigures(events: PlaybackEvent[], samples: PlaybackSample[], windowMs: number): PlaybackFigures {
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const open = firstOf(sorted, "open");
  const play = firstOf(sorted, "play");
  const first = play ? (firstOf(sorted, "frame", play.at) ?? firstOf(sorted, "playing", play.at)) : undefined;
  const empty = { openToFirstFrameMs: null, playToFirstFrameMs: null, stalls: 0, stalledSeconds: 0, playedSeconds: 0 };
  if (!play || !first) return empty;
  const end = first.at + windowMs;
  let stalls = 0;
  let stalledMs = 0;
  let stalledSince: number | null = null;
  let seeking = false;
  let position = first.position;
  for (const event of sorted) {
    if (event.at < first.at || event.at > end) continue;
    position = Math.max(position, event.position);
    if (event.type === "seeking") seeking = true;
    else if (event.type === "seeked") seeking = false;
    else if (event.type === "waiting" && !seeking && stalledSince === null) {
      stalls += 1;
      stalledSince = event.at;
    } else if ((event.type === "playing" || event.type === "ended") && stalledSince !== null) {
      stalledMs += event.at - stalledSince;
      stalledSince = null;
    }
  }
  if (stalledSince !== null) stalledMs += end - stalledSince;
  for (const sample of samples)
    if (sample.at >= first.at && sample.at <= end) position = Math.max(position, sample.position);
  return {
    openToFirstFrameMs: open ? first.at - open.at : null,
    playToFirstFrameMs: first.at - play.at,
    stalls,
    stalledSeconds: stalledMs / 1000,
    playedSeconds: position,
  };
}

/** The highest frame height seen by `at` (ms on the page's clock) and the one playing then; 0 when none. */
export function heightsBy(samples: PlaybackSample[], at: number): { max: number; current: number } {
  const seen = samples.filter((sample) => sample.at <= at && sample.height > 0);
  return {
    max: Math.max(0, ...seen.map((sample) => sample.height)),
    current: seen.length > 0 ? seen[seen.length - 1].height : 0,
  };
}

/**
 * Bytes over the wire per request, from DevTools' Network events: `loadingFinished` gives a request's whole size
 * (headers included); a request still streaming or cancelled (an MP4's open Range request) never finishes, so its
 * `dataReceived` chunks are summed instead.
 */
export class ByteTally {
  private readonly urls = new Map<string, string>();
  private readonly streamed = new Map<string, number>();
  private readonly finished = new Map<string, number>();

  request(id: string, url: string) {
    this.urls.set(id, url);
  }

  received(id: string, encodedBytes: number) {
    this.streamed.set(id, (this.streamed.get(id) ?? 0) + encodedBytes);
  }

  finish(id: string, encodedBytes: number) {
    this.finished.set(id, encodedBytes);
  }

  /** Bytes of the requests whose URL passes `include` (all by default). */
  total(include: (url: string) => boolean = () => true): number {
    let sum = 0;
    for (const [id, url] of this.urls) {
      if (!include(url)) continue;
      sum += this.finished.get(id) ?? this.streamed.get(id) ?? 0;
    }
    return sum;
  }
}

/** Lesson video bytes: HLS playlists and segments, or the original file, as the files route serves them. */
export const isVideoFile = (url: string) => /\/api\/files\/.*\.(m3u8|ts|mp4|m4v|webm|mov)(\?|$)/i.test(url);
