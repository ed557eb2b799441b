// Staff add, replace and delete a lesson's caption files, one per language (docs/video.md). The file is checked
// and stored as WebVTT under a new name each time, so a replaced file is never served stale from a cache.
import crypto from "node:crypto";
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { captionLimits } from "../../input-limits.ts";
import { authorLesson } from "../courses/course-access.ts";
import { releaseDerived } from "../files/file-release.ts";
import { parseCaptions, toWebVtt } from "./captions.ts";

export const MAX_CAPTION_BYTES = 1024 * 1024;

export interface CaptionUpload {
  language: string;
  label: string;
  file: File;
}

export async function setLessonCaption(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  lessonId: string,
  upload: CaptionUpload,
) {
  await authorLesson(prisma, viewer, lessonId);
  if (upload.file.size > MAX_CAPTION_BYTES)
    throw new AppError("payload_too_large", "Caption file too large (max 1 MB)");
  await refuseLanguageOverLimit(prisma, lessonId, upload.language);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(await upload.file.arrayBuffer(), { stream: false });
  const vtt = toWebVtt(parseCaptions(text));
  const key = `captions/${lessonId}-${upload.language}-${crypto.randomBytes(4).toString("hex")}.vtt`;
  await files.put(key, new TextEncoder().encode(vtt), "text/vtt; charset=utf-8");
  const where = { lessonId_language: { lessonId, language: upload.language } };
  const before = await prisma.lessonCaption.findUnique({ where });
  await prisma.lessonCaption.upsert({
    where,
    create: { lessonId, language: upload.language, label: upload.label, key },
    update: { label: upload.label, key },
  });
  if (before) await releaseDerived(prisma, files, [before.key]);
  return lessonId;
}

// The cost model prices a lesson's captions at this bound (docs/architecture.md, Cost of a request): replacing a
// language is always allowed, a new one only below it.
async function refuseLanguageOverLimit(prisma: PrismaClient, lessonId: string, language: string) {
  const languages = await prisma.lessonCaption.findMany({ where: { lessonId }, select: { language: true } });
  const max = captionLimits.languagesPerLesson;
  if (languages.length < max || languages.some((caption) => caption.language === language)) return;
  const message = `A lesson has captions in at most ${max} languages: delete one before adding another`;
  throw new AppError("invalid_input", message, { language: message });
}

export async function deleteLessonCaption(
  prisma: PrismaClient,
  files: FileStore,
  viewer: Viewer,
  lessonId: string,
  language: string,
) {
  await authorLesson(prisma, viewer, lessonId);
  const caption = await prisma.lessonCaption.findUnique({ where: { lessonId_language: { lessonId, language } } });
  if (!caption) throw new AppError("not_found", "No caption file in that language");
  await prisma.lessonCaption.delete({ where: { id: caption.id } });
  await releaseDerived(prisma, files, [caption.key]);
  return lessonId;
}
