// Lesson.video (docs/video.md): the adaptive version of a lesson's uploaded video, and staff's retry of a
// failed one. Urls are same-origin paths under /api/files, like Lesson.videoUrl.
import { VideoStatus } from "@app/db";
import { builder } from "../../builder.ts";
import { FILES_ROUTE } from "../files/file-references.ts";
import { LessonRef } from "../lessons/lessons.schema.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { viewerOf } from "../shared/viewer.ts";
import { VIDEO_FAILURE_CODES, type VideoFailureCode } from "./video-failure.ts";
import type { Rendition } from "./video-job.service.ts";
import { retryLessonVideo } from "./video.service.ts";

const VideoStatusEnum = builder.enumType(VideoStatus, { name: "VideoStatus" });
const VideoFailureCodeEnum = builder.enumType("VideoFailureCode", { values: VIDEO_FAILURE_CODES });
const fileUrl = (key: string | null) => (key ? `${FILES_ROUTE}${key}` : null);

// Raised by the LessonVideo and LessonCaption triggers (migration 20261126020000_lesson_video): public content.
const RenditionRef = builder.objectRef<Rendition & { bytes: number }>("VideoRendition").implement({
  ...publicContent,
  fields: (t) => ({
    height: t.exposeInt("height", { description: "Pixels; 0 for the audio-only rendition." }),
    bandwidth: t.exposeInt("bandwidth", { description: "Peak bits per second (the master playlist's BANDWIDTH)." }),
    bytes: t.exposeFloat("bytes", {
      description:
        "Bytes of the media playlist and its segments: what an offline pack of this rendition downloads (docs/offline.md).",
    }),
    url: t.string({
      description: "The rendition's media playlist.",
      resolve: (rendition) => `${FILES_ROUTE}${rendition.key}`,
    }),
  }),
});

builder.prismaObject("LessonCaption", {
  ...publicContent,
  select: { id: true },
  fields: (t) => ({
    language: t.exposeString("language", { description: "BCP-47 tag, e.g. en or hi." }),
    label: t.exposeString("label", { description: "What the subtitles menu shows, e.g. English or हिन्दी." }),
    url: t.string({
      description: "WebVTT file.",
      select: { key: true },
      resolve: (caption) => `${FILES_ROUTE}${caption.key}`,
    }),
  }),
});

const ready = (video: { status: VideoStatus }) => video.status === "READY";

// Rows made before sizes were kept: the peak bit rate over the duration, an upper bound (the dialog says 'About').
const withBytes = (renditions: Rendition[], durationSeconds: number | null) =>
  renditions.map((rendition) => ({
    ...rendition,
    bytes: rendition.bytes ?? Math.ceil((rendition.bandwidth * (durationSeconds ?? 0)) / 8),
  }));

builder.prismaObject("LessonVideo", {
  ...publicContent,
  select: { lessonId: true, status: true },
  fields: (t) => ({
    status: t.expose("status", { type: VideoStatusEnum }),
    progress: t.exposeInt("progress", { description: "0-100 while PROCESSING; 100 when READY." }),
    failureCode: t.field({
      type: VideoFailureCodeEnum,
      nullable: true,
      description: "Why processing FAILED, as a code clients translate (docs/video.md).",
      select: { failureCode: true },
      resolve: (video) => video.failureCode as VideoFailureCode | null,
    }),
    failureReason: t.exposeString("failureReason", {
      nullable: true,
      description: "Why processing FAILED, for staff, in English with its figures.",
    }),
    streamUrl: t.string({
      nullable: true,
      description: "The HLS master playlist once READY; until then players use Lesson.videoUrl (the original).",
      select: { masterKey: true },
      resolve: (video) => (ready(video) ? fileUrl(video.masterKey) : null),
    }),
    posterUrl: t.string({
      nullable: true,
      select: { posterKey: true },
      resolve: (video) => (ready(video) ? fileUrl(video.posterKey) : null),
    }),
    durationSeconds: t.exposeFloat("durationSeconds", { nullable: true, description: "From ffprobe, once READY." }),
    renditions: t.field({
      type: [RenditionRef],
      description: "Highest first; the audio-only rendition (height 0) last. Empty until READY.",
      select: { renditions: true, durationSeconds: true },
      resolve: (video) =>
        ready(video) ? withBytes(video.renditions as unknown as Rendition[], video.durationSeconds) : [],
    }),
    captions: t.prismaField({
      type: ["LessonCaption"],
      description: "Caption files of the lesson, by language.",
      resolve: (query, video, _args, context) =>
        context.prisma.lessonCaption.findMany({
          ...query,
          where: { lessonId: video.lessonId },
          orderBy: { language: "asc" },
        }),
    }),
  }),
});

builder.prismaObjectField(LessonRef, "video", (t) =>
  t.relation("video", {
    nullable: true,
    description: "The adaptive (HLS) version of the uploaded video; null for none or YouTube.",
  }),
);

builder.mutationField("retryLessonVideo", (t) =>
  t.prismaField({
    type: LessonRef,
    description: "Queues another attempt at a lesson video whose processing FAILED.",
    authScopes: { staff: true },
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { lessonId }, context) => {
      const id = await retryLessonVideo(context.prisma, context.jobs, viewerOf(context), String(lessonId));
      return context.prisma.lesson.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);
