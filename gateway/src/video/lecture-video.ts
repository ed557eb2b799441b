// The seeded long lecture (docs/video.md): a 720p test pattern with a tone, generated at first start rather than
// committed (a minute of 720p is megabytes), at a low bit rate so making it costs a few seconds.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ffmpegPath, run } from "./ffmpeg.ts";

export async function makeLectureVideo(seconds: number): Promise<Uint8Array> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "vidyapath-lecture-"));
  const file = path.join(dir, "lecture.mp4");
  try {
    await run(ffmpegPath, [
      "-y",
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      `testsrc=size=1280x720:rate=25:duration=${seconds}`,
      "-f",
      "lavfi",
      "-i",
      `sine=frequency=330:duration=${seconds}`,
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-b:v",
      "600k",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "64k",
      "-ac",
      "1",
      "-movflags",
      "+faststart",
      "-shortest",
      file,
    ]);
    return new Uint8Array(await fs.promises.readFile(file));
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
