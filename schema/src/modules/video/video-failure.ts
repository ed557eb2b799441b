// Why a lesson video FAILED, as a stable snake_case code (the one code style of errors.ts): the console translates
// the code from its catalogue (English and Hindi), and `failureReason` keeps the English text with its details
// (which limit, which figures) for the REST shape, logs and the English console (docs/video.md).
export const VIDEO_FAILURE_CODES = [
  /** ffprobe cannot read it: corrupt, unsupported, or no duration. */
  "video_unreadable",
  /** The file has sound or data but no picture. */
  "video_no_picture",
  /** The uploaded original is no longer in storage. */
  "video_source_missing",
  /** Longer than VIDEO_MAX_SECONDS. */
  "video_too_long",
  /** Its duration, frame rate, frame count and size do not add up (a tiny file claiming hours). */
  "video_implausible",
  /** A rendition grew past its size cap: the source is not what its probe said. */
  "video_output_too_large",
  /** A rendition took longer than its time cap. */
  "video_too_slow",
  /** The gateway running the last attempt stopped. */
  "video_job_lost",
  /** Every attempt failed (storage or database unavailable, ffmpeg crashed). */
  "video_processing_failed",
] as const;

export type VideoFailureCode = (typeof VIDEO_FAILURE_CODES)[number];

export interface VideoFailure {
  code: VideoFailureCode;
  /** English, for staff: what happened, with the figures. */
  reason: string;
}
