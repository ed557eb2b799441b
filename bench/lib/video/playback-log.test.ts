import { describe, expect, it } from "vitest";
import { ByteTally, heightsBy, isVideoFile, playbackFigures, type PlaybackEvent } from "./playback-log.ts";

const at = (type: PlaybackEvent["type"], ms: number, position = 0): PlaybackEvent => ({ type, at: ms, position });

describe("playbackFigures", () => {
  it("times the first frame from opening the lesson and from pressing play", () => {
    const figures = playbackFigures(
      [at("open", 1_000), at("play", 1_500), at("waiting", 1_600), at("playing", 2_400), at("frame", 2_450)],
      [],
      60_000,
    );
    expect(figures).toMatchObject({ openToFirstFrameMs: 1_450, playToFirstFrameMs: 950, stalls: 0, stalledSeconds: 0 });
  });

  it("falls back to the first playing event when no frame was reported", () => {
    const figures = playbackFigures([at("open", 0), at("play", 100), at("playing", 900)], [], 60_000);
    expect(figures.playToFirstFrameMs).toBe(800);
  });

  it("counts each waiting after the first frame as a stall, until the next playing", () => {
    const figures = playbackFigures(
      [
        at("play", 0),
        at("frame", 1_000),
        at("waiting", 5_000, 4),
        at("waiting", 5_500, 4),
        at("playing", 7_000, 4),
        at("waiting", 20_000, 17),
        at("playing", 20_500, 17),
      ],
      [],
      60_000,
    );
    expect(figures.stalls).toBe(2);
    expect(figures.stalledSeconds).toBeCloseTo(2.5, 5);
    expect(figures.playedSeconds).toBe(17);
  });

  it("cuts a stall still open at the end of the window, and ignores what comes after it", () => {
    const figures = playbackFigures(
      [at("play", 0), at("frame", 0), at("waiting", 50_000, 40), at("playing", 70_000, 40), at("waiting", 75_000, 45)],
      [],
      60_000,
    );
    expect(figures.stalls).toBe(1);
    expect(figures.stalledSeconds).toBeCloseTo(10, 5);
  });

  it("does not count the waiting of a seek, and ended closes a stall", () => {
    const figures = playbackFigures(
      [
        at("play", 0),
        at("frame", 200),
        at("seeking", 1_000, 30),
        at("waiting", 1_100, 30),
        at("seeked", 1_800, 30),
        at("playing", 1_900, 30),
        at("waiting", 3_000, 31),
        at("ended", 4_000, 60),
      ],
      [],
      60_000,
    );
    expect(figures.stalls).toBe(1);
    expect(figures.stalledSeconds).toBeCloseTo(1, 5);
  });

  it("reads the position played from the samples within the window", () => {
    const samples = [
      { at: 1_000, height: 144, position: 0.5 },
      { at: 30_000, height: 240, position: 29 },
      { at: 90_000, height: 240, position: 60 },
    ];
    expect(playbackFigures([at("play", 0), at("frame", 900)], samples, 60_000).playedSeconds).toBe(29);
  });

  it("reports nothing when playback never started", () => {
    expect(playbackFigures([at("open", 0), at("play", 10), at("waiting", 20)], [], 60_000)).toEqual({
      openToFirstFrameMs: null,
      playToFirstFrameMs: null,
      stalls: 0,
      stalledSeconds: 0,
      playedSeconds: 0,
    });
  });
});

describe("heightsBy", () => {
  it("gives the highest frame height seen by a moment and the one playing then", () => {
    const samples = [
      { at: 0, height: 0, position: 0 },
      { at: 1_000, height: 144, position: 0.5 },
      { at: 10_000, height: 720, position: 9 },
      { at: 15_000, height: 360, position: 14 },
      { at: 25_000, height: 720, position: 24 },
    ];
    expect(heightsBy(samples, 20_000)).toEqual({ max: 720, current: 360 });
    expect(heightsBy(samples, 500)).toEqual({ max: 0, current: 0 });
  });
});

describe("ByteTally", () => {
  it("takes a finished request's whole size and an unfinished one's received chunks", () => {
    const tally = new ByteTally();
    tally.request("1", "http://host/api/files/videos/l/abc/144/seg000.ts");
    tally.received("1", 1_000);
    tally.received("1", 500);
    tally.finish("1", 1_800);
    tally.request("2", "http://host/api/files/videos/seed/lecture-720p.mp4");
    tally.received("2", 40_000);
    tally.received("2", 10_000);
    tally.request("3", "http://host/graphql");
    tally.finish("3", 2_000);
    expect(tally.total()).toBe(53_800);
    expect(tally.total(isVideoFile)).toBe(51_800);
  });

  it("tells lesson video files from other requests", () => {
    expect(isVideoFile("http://h/api/files/videos/l/f/master.m3u8")).toBe(true);
    expect(isVideoFile("http://h/api/files/videos/l/f/720/seg001.ts")).toBe(true);
    expect(isVideoFile("http://h/api/files/videos/lecture.mp4?v=1")).toBe(true);
    expect(isVideoFile("http://h/api/files/videos/l/f/poster.jpg")).toBe(false);
    expect(isVideoFile("http://h/assets/index-abc.js")).toBe(false);
  });
});
