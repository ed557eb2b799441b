import { describe, expect, it } from "vitest";
import { chooseRungs, codecsOf, LADDER } from "./ladder.ts";
import { measureBandwidth, segmentsOf, writeMasterPlaylist } from "./master-playlist.ts";

describe("master playlist writer", () => {
  it("lists each variant with BANDWIDTH, CODECS and RESOLUTION, highest first and audio only last", () => {
    const text = writeMasterPlaylist([
      { uri: "a/index.m3u8", bandwidth: 52_000, codecs: "mp4a.40.2" },
      {
        uri: "144/index.m3u8",
        bandwidth: 120_400.4,
        averageBandwidth: 98_000,
        codecs: "avc1.42e01e,mp4a.40.2",
        resolution: { width: 256, height: 144 },
      },
      {
        uri: "360/index.m3u8",
        bandwidth: 560_000,
        codecs: "avc1.42e01e,mp4a.40.2",
        resolution: { width: 640, height: 360 },
      },
    ]);
    expect(text).toBe(
      [
        "#EXTM3U",
        "#EXT-X-VERSION:3",
        "#EXT-X-INDEPENDENT-SEGMENTS",
        '#EXT-X-STREAM-INF:BANDWIDTH=560000,CODECS="avc1.42e01e,mp4a.40.2",RESOLUTION=640x360',
        "360/index.m3u8",
        '#EXT-X-STREAM-INF:BANDWIDTH=120400,AVERAGE-BANDWIDTH=98000,CODECS="avc1.42e01e,mp4a.40.2",RESOLUTION=256x144',
        "144/index.m3u8",
        '#EXT-X-STREAM-INF:BANDWIDTH=52000,CODECS="mp4a.40.2"',
        "a/index.m3u8",
        "",
      ].join("\n"),
    );
  });

  it("refuses a variant uri that could break the playlist", () => {
    expect(() => writeMasterPlaylist([{ uri: "a\n#EXT-X-ENDLIST", bandwidth: 1, codecs: "mp4a.40.2" }])).toThrow(
      /Unsafe/,
    );
  });

  it("measures peak and average bit rate from segment sizes and durations", () => {
    const media =
      "#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.000000,\nseg000.ts\n#EXTINF:2.000000,\nseg001.ts\n#EXT-X-ENDLIST\n";
    const sizes: Record<string, number> = { "seg000.ts": 50_000, "seg001.ts": 40_000 };
    expect(measureBandwidth(media, (uri) => sizes[uri])).toEqual({ peak: 160_000, average: 120_000 });
    expect(segmentsOf(media)).toEqual(["seg000.ts", "seg001.ts"]);
  });

  it("leaves a last segment shorter than a second out of the peak", () => {
    const media = "#EXTINF:4.000000,\nseg000.ts\n#EXTINF:0.200000,\nseg001.ts\n#EXT-X-ENDLIST\n";
    const sizes: Record<string, number> = { "seg000.ts": 50_000, "seg001.ts": 5_000 };
    expect(measureBandwidth(media, (uri) => sizes[uri]).peak).toBe(100_000);
  });
});

describe("rendition ladder", () => {
  it("never goes above the source's height, and adds audio only when there is sound", () => {
    expect(chooseRungs({ height: 720, hasAudio: true }).map((rung) => rung.height)).toEqual([144, 240, 360, 720, 0]);
    expect(chooseRungs({ height: 480, hasAudio: false }).map((rung) => rung.height)).toEqual([144, 240, 360]);
    expect(chooseRungs({ height: 1080, hasAudio: true }).map((rung) => rung.height)).toEqual([144, 240, 360, 720, 0]);
  });

  it("gives a source smaller than 144p one rendition at its own (even) height", () => {
    expect(chooseRungs({ height: 99, hasAudio: false }).map((rung) => rung.height)).toEqual([98]);
  });

  it("names Baseline H.264 and AAC-LC in CODECS", () => {
    expect(codecsOf(LADDER[0], true)).toBe("avc1.42e01e,mp4a.40.2");
    expect(codecsOf(LADDER[3], false)).toBe("avc1.42e01f");
    expect(codecsOf({ height: 0, videoKbps: 0, audioKbps: 48, level: "3.0" }, true)).toBe("mp4a.40.2");
  });
});
