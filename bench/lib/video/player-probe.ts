// One playback case of the `video` bench group in the learner's real lesson viewer: Debian's Chromium, signed in as
// the seeded learner, the link shaped by DevTools' Network.emulateNetworkConditions, the video element's own events
// logged in the page and the bytes counted from DevTools' Network events (not from hls.js).
import type { Browser, BrowserContext, Page } from "playwright-core";
import { LEARNER } from "../session.ts";
import {
  ByteTally,
  heightsBy,
  isVideoFile,
  playbackFigures,
  type PlaybackEvent,
  type PlaybackFigures,
  type PlaybackSample,
} from "./playback-log.ts";

export interface NetworkProfile {
  name: string;
  downKbps: number;
  upKbps: number;
  rttMs: number;
}

export interface PlaybackCase {
  label: string;
  network: NetworkProfile;
  /** hls: the lesson as learners get it once READY; mp4: the same page playing the original upload. */
  source: "hls" | "mp4";
  dataSaver: boolean;
}

export interface PlaybackResult extends PlaybackFigures {
  label: string;
  network: NetworkProfile;
  source: PlaybackCase["source"];
  dataSaver: boolean;
  /** Lesson video bytes (playlists, segments or the MP4) from opening the lesson to the window's end. */
  videoBytes: number;
  /** Every byte the page fetched in that time (the hls.js chunk, queries, poster...). */
  allBytes: number;
  /** Frame height playing 20 s after the first frame, and the highest reached by then. */
  heightAt20s: number;
  maxHeightBy20s: number;
  /** Frame height playing at the window's end. */
  finalHeight: number;
  /** Video data per minute played. */
  megabytesPerMinute: number | null;
  /** Why the case did not play, when it did not. */
  problem?: string;
}

export interface LectureLesson {
  courseId: string;
  id: string;
  title: string;
  /** The original upload's address (Lesson.videoUrl). */
  videoUrl: string;
}

export const WINDOW_MS = 60_000;
const TWENTY_SECONDS = 20_000;

// Runs in the page before its scripts: media events do not bubble, so a capturing listener on the document hears
// every video element the viewer creates; requestVideoFrameCallback marks the first frame presented after play.
const RECORDER = `
  window.__videoBench = { events: [], samples: [] };
  const log = (type, element) => window.__videoBench.events.push({ type, at: performance.now(), position: element ? element.currentTime : 0 });
  for (const type of ["play", "playing", "waiting", "seeking", "seeked", "ended"])
    document.addEventListener(type, (event) => {
      const element = event.target;
      if (!(element instanceof HTMLVideoElement)) return;
      log(type, element);
      if (type === "play" && element.requestVideoFrameCallback)
        element.requestVideoFrameCallback(() => log("frame", element));
    }, true);
  window.__videoBenchOpen = () => log("open");
  setInterval(() => {
    const element = document.querySelector("video");
    if (element) window.__videoBench.samples.push({ at: performance.now(), height: element.videoHeight, position: element.currentTime });
  }, 500);`;

const conditions = (profile: NetworkProfile) => ({
  offline: false,
  latency: profile.rttMs,
  downloadThroughput: (profile.downKbps * 1000) / 8,
  uploadThroughput: (profile.upKbps * 1000) / 8,
});

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel(/email/i).fill(LEARNER.email);
  await page.getByLabel(/^password/i).fill(LEARNER.password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
  await page.getByText("Successfully signed in!").waitFor({ timeout: 60_000 });
}

/**
 * The MP4 case plays the same page as a lesson whose renditions are not ready yet: the lesson's `video` in the
 * GraphQL answers is shown as PROCESSING, so the player falls back to the original file (docs/video.md, step 6).
 */
async function showOriginalOnly(context: BrowserContext) {
  const hide = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hide);
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, hide(inner)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    if ("streamUrl" in object)
      Object.assign(object, { status: "PROCESSING", streamUrl: null, posterUrl: null, renditions: [] });
    return object;
  };
  await context.route("**/graphql*", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const json = body.startsWith("{") ? (hide(JSON.parse(body)) as object) : undefined;
    await route.fulfill(json ? { response, json } : { response, body });
  });
}

/** Polls the page's log from here: the production CSP has no 'unsafe-eval', which a waitForFunction predicate may need. */
async function firstFrame(page: Page, windowMs: number): Promise<boolean> {
  const deadline = Date.now() + windowMs;
  while (Date.now() < deadline) {
    const seen = await page.evaluate(
      "window.__videoBench.events.some((event) => event.type === 'frame' || event.type === 'playing')",
    );
    if (seen) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

function watchBytes(cdp: import("playwright-core").CDPSession, tally: ByteTally) {
  cdp.on("Network.requestWillBeSent", (event) => tally.request(event.requestId, event.request.url));
  cdp.on("Network.dataReceived", (event) => tally.received(event.requestId, event.encodedDataLength));
  cdp.on("Network.loadingFinished", (event) => tally.finish(event.requestId, event.encodedDataLength));
}

export async function playCase(
  browser: Browser,
  baseUrl: string,
  lesson: LectureLesson,
  playback: PlaybackCase,
  windowMs = WINDOW_MS,
): Promise<PlaybackResult> {
  // A fresh profile per case (cold cache); no service worker, so every request is the page's and seen by DevTools.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: "block",
  });
  const tally = new ByteTally();
  try {
    const page = await context.newPage();
    let problem: string | undefined;
    try {
      problem = await openAndPlay(context, page, lesson, playback, tally, windowMs);
    } catch (error) {
      problem = `${(error as Error).message.split("\n")[0]} (at ${new URL(page.url()).pathname})`;
    }
    const empty = { events: [], samples: [] };
    const log = (await page.evaluate("window.__videoBench").catch(() => empty)) as typeof empty | undefined;
    return summarise(playback, log ?? empty, tally, lectureFiles(lesson), windowMs, problem);
  } finally {
    await context.close();
  }
}

/** Signs in, opens the course, narrows the link, opens the lesson and presses play; a string says what went wrong. */
async function openAndPlay(
  context: BrowserContext,
  page: Page,
  lesson: LectureLesson,
  playback: PlaybackCase,
  tally: ByteTally,
  windowMs: number,
): Promise<string | undefined> {
  await page.addInitScript({ content: RECORDER });
  await signIn(page);
  if (playback.source === "mp4") await showOriginalOnly(context);
  await page.goto(`/courses/${lesson.courseId}/content`);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const lessonButton = page.getByRole("button", { name: new RegExp(lesson.title) }).first();
  await lessonButton.waitFor({ timeout: 60_000 });
  // The first lesson's player may be buffering its own video: let it settle before the link is narrowed.
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  await cdp.send("Network.emulateNetworkConditions", conditions(playback.network));
  watchBytes(cdp, tally);

  // The learner opens the lesson and presses play as soon as the player is there.
  await page.evaluate("window.__videoBenchOpen()");
  await lessonButton.click();
  await page.getByLabel(`Lesson video: ${lesson.title}`).hover({ timeout: 60_000 });
  await page.getByRole("button", { name: "Play", exact: true }).click({ timeout: 30_000 });
  if (!(await firstFrame(page, windowMs))) return `no frame within ${windowMs / 1000} s of pressing play`;
  await page.waitForTimeout(windowMs);
  return undefined;
}

/** The lecture's own files: its renditions' folder or its original (not the first lesson's video, say). */
const lectureFiles = (lesson: LectureLesson) => (url: string) => {
  const { pathname } = new URL(url);
  return pathname.startsWith(`/api/files/videos/${lesson.id}/`) || pathname === lesson.videoUrl;
};

function summarise(
  playback: PlaybackCase,
  log: { events: PlaybackEvent[]; samples: PlaybackSample[] },
  tally: ByteTally,
  isLecture: (url: string) => boolean,
  windowMs: number,
  problem?: string,
): PlaybackResult {
  const figures = playbackFigures(log.events, log.samples, windowMs);
  const play = log.events.find((event) => event.type === "play");
  const firstAt = play && figures.playToFirstFrameMs !== null ? play.at + figures.playToFirstFrameMs : null;
  const at20 = firstAt === null ? { max: 0, current: 0 } : heightsBy(log.samples, firstAt + TWENTY_SECONDS);
  const final = firstAt === null ? { max: 0, current: 0 } : heightsBy(log.samples, firstAt + windowMs);
  const videoBytes = tally.total((url) => isVideoFile(url) && isLecture(url));
  return {
    label: playback.label,
    network: playback.network,
    source: playback.source,
    dataSaver: playback.dataSaver,
    ...figures,
    videoBytes,
    allBytes: tally.total(),
    heightAt20s: at20.current,
    maxHeightBy20s: at20.max,
    finalHeight: final.current,
    megabytesPerMinute: figures.playedSeconds > 0 ? videoBytes / 1e6 / (figures.playedSeconds / 60) : null,
    ...(problem ? { problem } : {}),
  };
}
