// The `video` group's figures in bench/results.json (key `video`, the latest run) and as Markdown for docs/video.md,
// with the playback goals: on 400 kbit/s HLS starts within 3 s and never stalls; on 1.6 Mbit/s it reaches 360p within
// 20 s without a stall; data saver spends at most 1.2 MB per minute of video.
import fs from "node:fs";
import { machineHeading, type BenchMachine } from "../machine.ts";
import type { ResultsFile } from "../render.ts";
import type { PlaybackResult } from "./player-probe.ts";

export const VIDEO_GOALS = { firstFrameMs: 3_000, heightBy20s: 360, dataSaverMbPerMinute: 1.2 };

export interface TranscodeFigure {
  sourceSeconds: number;
  sourceHeight: number;
  /** From the job taking the video (PROCESSING) to READY, as polled every half second. */
  wallSeconds: number;
  renditions: number[];
}

export interface VideoRecord {
  finishedAt: string;
  commit?: string;
  machine: BenchMachine;
  transcode: TranscodeFigure | string;
  cases: PlaybackResult[];
}

export function saveVideo(file: string, record: VideoRecord) {
  const results: ResultsFile & { video?: VideoRecord } = fs.existsSync(file)
    ? JSON.parse(fs.readFileSync(file, "utf8"))
    : { runs: {} };
  results.video = record;
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

export interface VideoGoal {
  name: string;
  value: string;
  limit: string;
  ok: boolean;
}

const seconds = (ms: number | null) => (ms === null ? "none" : `${(ms / 1000).toFixed(1)} s`);

/** The goals the run's cases speak to; a case that did not run gives no row. */
export function videoGoals(cases: PlaybackResult[]): VideoGoal[] {
  const goals: VideoGoal[] = [];
  for (const result of cases.filter((entry) => entry.source === "hls" && !entry.dataSaver)) {
    const slow = result.network.downKbps <= 400;
    if (slow) {
      const ok = result.playToFirstFrameMs !== null && result.playToFirstFrameMs <= VIDEO_GOALS.firstFrameMs;
      goals.push({
        name: `${result.label}: first frame after play`,
        value: seconds(result.playToFirstFrameMs),
        limit: "<= 3 s",
        ok,
      });
    } else {
      const ok = result.maxHeightBy20s >= VIDEO_GOALS.heightBy20s;
      goals.push({
        name: `${result.label}: rendition reached within 20 s`,
        value: `${result.maxHeightBy20s}p`,
        limit: ">= 360p",
        ok,
      });
    }
    const ok = result.playToFirstFrameMs !== null && result.stalls === 0;
    goals.push({ name: `${result.label}: stalls over 60 s`, value: String(result.stalls), limit: "0", ok });
  }
  for (const result of cases.filter((entry) => entry.dataSaver)) {
    const value = result.megabytesPerMinute;
    goals.push({
      name: `${result.label}: data per minute of video`,
      value: value === null ? "none played" : `${value.toFixed(2)} MB`,
      limit: "<= 1.2 MB",
      ok: value !== null && value <= VIDEO_GOALS.dataSaverMbPerMinute,
    });
  }
  return goals;
}

const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

function caseRow(result: PlaybackResult) {
  const { network } = result;
  return row([
    result.label,
    `${network.downKbps} kbit/s, ${network.rttMs} ms RTT`,
    seconds(result.playToFirstFrameMs),
    seconds(result.openToFirstFrameMs),
    result.playToFirstFrameMs === null ? "-" : String(result.stalls),
    result.playToFirstFrameMs === null ? "-" : result.stalledSeconds.toFixed(1),
    result.playedSeconds.toFixed(1),
    result.source === "mp4" ? "original" : `${result.maxHeightBy20s}p / ${result.finalHeight}p`,
    mb(result.videoBytes),
    result.megabytesPerMinute === null ? "-" : result.megabytesPerMinute.toFixed(2),
    mb(result.allBytes),
  ]);
}

export function videoMarkdown(record: VideoRecord): string {
  const { machine } = record;
  const busy = machine.loadAverage[0] > machine.cpus ? " (a busy machine: other work ran beside the bench)" : "";
  const transcode =
    typeof record.transcode === "string"
      ? `Transcoding: ${record.transcode}.`
      : `Transcoding the seeded ${record.transcode.sourceSeconds.toFixed(0)} s ${record.transcode.sourceHeight}p lecture (renditions ${record.transcode.renditions.map((height) => (height === 0 ? "audio" : `${height}p`)).join(", ")} and the poster, by the gateway's own job): **${record.transcode.wallSeconds.toFixed(1)} s wall = ${(record.transcode.sourceSeconds / record.transcode.wallSeconds).toFixed(2)}x real time**.`;
  return [
    `#### video: Debian Chromium, DevTools network emulation (${record.finishedAt}${record.commit ? `, commit ${record.commit}` : ""}; ${machineHeading(machine)}${busy})`,
    "",
    row([
      "case",
      "link",
      "first frame after play",
      "after opening the lesson",
      "stalls",
      "stalled s",
      "video s played",
      "height by 20 s / at the end",
      "video bytes",
      "MB per min",
      "all bytes",
    ]),
    row(["---", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...record.cases.map(caseRow),
    "",
    row(["goal", "measured", "limit", "met"]),
    row(["---", "---", "---", "---"]),
    ...videoGoals(record.cases).map((goal) => row([goal.name, goal.value, goal.limit, goal.ok ? "yes" : "**no**"])),
    "",
    transcode,
    ...record.cases.filter((result) => result.problem).map((result) => `\n${result.label}: ${result.problem}.`),
  ].join("\n");
}
