import { describe, expect, it } from "vitest";
import type { LessonPack } from "../../../lib/packs/lesson-packs.ts";
import { packStream } from "./use-stream.ts";

const pack = (quality: LessonPack["quality"], status: LessonPack["status"] = "done"): LessonPack => ({
  id: "p|l1",
  partition: "p",
  courseId: "c1",
  courseTitle: "C",
  lessonId: "l1",
  lessonTitle: "Intro",
  quality,
  size: 1,
  status,
  createdAt: "2026-11-26T00:00:00Z",
  version: "v",
  files: [
    {
      url: `http://app.test/api/files/videos/l1/abc/${quality === "audio" ? "audio" : "144"}/index.m3u8`,
      kind: quality === "original" ? "video" : "playlist",
      contentType: "",
      size: 1,
      done: 1,
      stored: true,
    },
  ],
});

describe("packStream", () => {
  it("plays a finished rendition pack's media playlist at its height", () => {
    expect(packStream(pack("144p"), "/poster.jpg")).toEqual({
      master: "http://app.test/api/files/videos/l1/abc/144/index.m3u8",
      audio: null,
      poster: "/poster.jpg",
      heights: [],
      fixedHeight: 144,
    });
    expect(packStream(pack("audio"), null)?.fixedHeight).toBe(0);
  });

  it("shows the poster the pack holds", () => {
    const held = pack("144p");
    const poster = "http://app.test/api/files/videos/l1/abc/poster.jpg";
    held.files.push({ url: poster, kind: "poster", contentType: "image/jpeg", size: 9, done: 9, stored: true });
    expect(packStream(held, "/elsewhere.jpg")?.poster).toBe(poster);
  });

  it("plays the original file for a pack of the original, and leaves unfinished or missing packs to the network", () => {
    expect(packStream(pack("original"), null)).toBeNull();
    expect(packStream(pack("144p", "paused"), null)).toBeUndefined();
    expect(packStream(null, null)).toBeUndefined();
  });
});
