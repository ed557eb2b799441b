// The `video` bench group (docs/video.md, Figures): a production gateway on a fresh seeded database whose
// "Arrays and Strings" lesson has a generated 60 s 720p lecture; the gateway's own job transcodes it (timed), then the
// seeded learner plays it in Debian's Chromium over emulated 2G/3G links, HLS against the original MP4 in one run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { directoryFiles, seed } from "@app/db/seed";
import { makeLectureVideo } from "../../../gateway/src/video/lecture-video.ts";
import { createBenchDatabase } from "../bench-database.ts";
import { startGateway } from "../gateway-process.ts";
import { CHROMIUM, CHROMIUM_FLAGS } from "../lcp.ts";
import { benchMachine } from "../machine.ts";
import { gatewayEnv } from "../prepare.ts";
import { backendToken, enroll } from "../session.ts";
import { playCase, WINDOW_MS, type LectureLesson, type NetworkProfile, type PlaybackCase } from "./player-probe.ts";
import type { TranscodeFigure, VideoRecord } from "./video-report.ts";

const LECTURE_TITLE = "Arrays and Strings";
const LECTURE_SECONDS = 60;
const SLOW: NetworkProfile = { name: "2G / slow 3G", downKbps: 400, upKbps: 400, rttMs: 400 };
const THREE_G: NetworkProfile = { name: "3G", downKbps: 1600, upKbps: 750, rttMs: 150 };
const CASES: PlaybackCase[] = [
  { label: "HLS (Auto), 400 kbit/s", network: SLOW, source: "hls", dataSaver: false },
  { label: "original MP4, 400 kbit/s", network: SLOW, source: "mp4", dataSaver: false },
  { label: "HLS (Auto), 1.6 Mbit/s", network: THREE_G, source: "hls", dataSaver: false },
  { label: "HLS, data saver, 400 kbit/s", network: SLOW, source: "hls", dataSaver: true },
  { label: "HLS, data saver, 1.6 Mbit/s", network: THREE_G, source: "hls", dataSaver: true },
];
const FLAGS = [
  ...CHROMIUM_FLAGS,
  // The Play button is pressed with a real click, but a cold profile has no media engagement yet.
  "--autoplay-policy=no-user-gesture-required",
];
const PROBE = "/api/courses/published";
const READY_TIMEOUT_MS = 20 * 60_000;

type Log = (line: string) => void;

async function graphql(baseUrl: string, token: string, query: string, variables: object = {}) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((error) => error.message).join("; ")}`);
  return json.data!;
}

interface LessonRow {
  id: string;
  title: string;
  videoUrl: string | null;
  video: { status: string; durationSeconds: number | null; renditions: { height: number }[] } | null;
}

/** The seeded lecture; one course at a time, as the API's cost limit allows. */
async function lectureOf(baseUrl: string, token: string): Promise<{ courseId: string; lesson: LessonRow }> {
  const { courses } = (await graphql(
    baseUrl,
    token,
    `
      query BenchVideoCourses {
        courses {
          id
        }
      }
    `,
  )) as {
    courses: { id: string }[];
  };
  for (const { id } of courses) {
    const { course } = (await graphql(
      baseUrl,
      token,
      `
        query BenchVideoLecture($id: ID!) {
          course(id: $id) {
            lessons {
              id
              title
              videoUrl
              video {
                status
                durationSeconds
                renditions {
                  height
                }
              }
            }
          }
        }
      `,
      { id },
    )) as { course: { lessons: LessonRow[] } };
    const lesson = course.lessons.find((entry) => entry.title === LECTURE_TITLE);
    if (lesson) return { courseId: id, lesson };
  }
  throw new Error(`no published lesson titled "${LECTURE_TITLE}" in the seed`);
}

/** Polls the lecture's status: the job's wall time is from PROCESSING first seen to READY. */
async function waitForRenditions(baseUrl: string, token: string, log: Log): Promise<TranscodeFigure | string> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let processingSince: number | null = null;
  while (Date.now() < deadline) {
    const { lesson } = await lectureOf(baseUrl, token);
    const status = lesson.video?.status;
    if (status === "PROCESSING" && processingSince === null) {
      processingSince = Date.now();
      log("video: the gateway's job is transcoding the lecture");
    }
    if (status === "FAILED") return "the lecture's job FAILED";
    if (status === "READY" && lesson.video) {
      const heights = lesson.video.renditions.map((rendition) => rendition.height);
      if (processingSince === null) return "READY before the bench saw it processing: not timed";
      return {
        sourceSeconds: lesson.video.durationSeconds ?? LECTURE_SECONDS,
        sourceHeight: Math.max(...heights),
        wallSeconds: (Date.now() - processingSince) / 1000,
        renditions: heights,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return `not READY within ${READY_TIMEOUT_MS / 60_000} min`;
}

const setDataSaver = (baseUrl: string, token: string, on: boolean) =>
  graphql(
    baseUrl,
    token,
    `
      mutation BenchVideoDataSaver($on: Boolean) {
        updateProfile(input: { dataSaver: $on }) {
          id
        }
      }
    `,
    {
      on,
    },
  );

/** `lectureSeconds` and `windowMs` shorten a run for trying the harness out; the figures are made with the defaults. */
export async function runVideoGroup(
  root: string,
  log: Log,
  { lectureSeconds = LECTURE_SECONDS, windowMs = WINDOW_MS } = {},
): Promise<Omit<VideoRecord, "finishedAt" | "commit"> | string> {
  if (!fs.existsSync(CHROMIUM)) return `skipped: ${CHROMIUM} is missing (apt-get install -y chromium)`;
  // Read before the transcode and the playback load the machine.
  const machine = await benchMachine(os.loadavg());
  const database = await createBenchDatabase(process.env.BENCH_DATABASE_URL);
  try {
    log(`video: seeding ${database.kind} data with a ${lectureSeconds} s 720p lecture`);
    await database.use((db) =>
      seed(db, {
        files: directoryFiles(path.join(database.dataDir, "files")),
        demoUser: true,
        lecture: () => makeLectureVideo(lectureSeconds),
      }),
    );
    const env = await gatewayEnv(database);
    // BENCH_VIDEO_PORT pins the gateway's port (a shared machine hands each user a range); a free one otherwise.
    const port = process.env.BENCH_VIDEO_PORT;
    if (port) Object.assign(env, { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    const gateway = await startGateway(root, env, PROBE);
    try {
      const token = await backendToken(gateway.url);
      const transcode = await waitForRenditions(gateway.url, token, log);
      if (typeof transcode === "string") return `skipped: ${transcode}`;
      log(`video: READY after ${transcode.wallSeconds.toFixed(1)} s of transcoding`);
      const { courseId, lesson } = await lectureOf(gateway.url, token);
      await enroll(gateway.url, token, courseId);
      const lecture: LectureLesson = { courseId, id: lesson.id, title: lesson.title, videoUrl: lesson.videoUrl ?? "" };
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
      try {
        const cases = [];
        for (const playback of CASES) {
          await setDataSaver(gateway.url, token, playback.dataSaver);
          log(`video: playing ${playback.label} for ${windowMs / 1000} s`);
          const result = await playCase(browser, gateway.url, lecture, playback, windowMs);
          if (result.problem) log(`video: ${playback.label}: ${result.problem}`);
          cases.push(result);
        }
        await setDataSaver(gateway.url, token, false);
        return { machine, transcode, cases };
      } finally {
        await browser.close();
      }
    } finally {
      await gateway.stop();
    }
  } finally {
    await database.dispose();
  }
}
