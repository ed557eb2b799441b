import { describe, expect, it } from "vitest";
import { continuation, nextRange, rangeBytes, segmentUrls } from "./pack-download.ts";

describe("lesson pack ranges", () => {
  it("cuts a file into about 16 ranges of 32 KB to 1 MB", () => {
    expect(rangeBytes(100_000)).toBe(32 * 1024);
    expect(rangeBytes(8_000_000)).toBe(500_000);
    expect(rangeBytes(400_000_000)).toBe(1024 * 1024);
  });

  it("goes on at the first byte not yet kept, and stops at the end", () => {
    expect(nextRange({ done: 0, size: 100_000 })).toEqual({ start: 0, end: 32_767 });
    expect(nextRange({ done: 98_304, size: 100_000 })).toEqual({ start: 98_304, end: 99_999 });
    expect(nextRange({ done: 100_000, size: 100_000 })).toBeNull();
  });

  it("reads a rendition's segments from its media playlist, as full addresses", () => {
    const playlist = [
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-TARGETDURATION:4",
      "#EXTINF:4.000000,",
      "seg000.ts",
      "#EXTINF:1.200000,",
      "seg001.ts\r",
      "#EXT-X-ENDLIST",
      "",
    ].join("\n");
    expect(segmentUrls(playlist, "http://app.test/api/files/videos/l1/abc/144/index.m3u8")).toEqual([
      "http://app.test/api/files/videos/l1/abc/144/seg000.ts",
      "http://app.test/api/files/videos/l1/abc/144/seg001.ts",
    ]);
  });

  it("goes on with the rest of a file cut mid-way only when the answer is that file's rest", () => {
    const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers) });
    expect(continuation(answer(206, { "content-range": "bytes 4096-9999/10000" }), 4096, 10_000)).toBe("append");
    // A server that ignored the range sends the whole file: what was kept is dropped and the file starts over.
    expect(continuation(answer(200, { "content-length": "10000" }), 4096, 10_000)).toBe("restart");
    // Another file under the name (a new size), or another start: the pack is out of date.
    expect(continuation(answer(206, { "content-range": "bytes 4096-11999/12000" }), 4096, 10_000)).toBe("changed");
    expect(continuation(answer(206, { "content-range": "bytes 0-9999/10000" }), 4096, 10_000)).toBe("changed");
  });
});
