import { describe, expect, it } from "vitest";
import { parseCaptions, toWebVtt } from "./captions.ts";

const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe("caption parsing", () => {
  it("reads WebVTT with cue ids, settings, notes and multi-line cues", () => {
    const vtt =
      "\uFEFFWEBVTT - lecture\n\nNOTE made by hand\n\nintro\n00:00:00.000 --> 00:00:02.500 align:start\nNamaste!\nWelcome.\n\n01:02.000 --> 01:04.250\nसी प्रोग्रामिंग\n";
    expect(parseCaptions(vtt)).toEqual([
      { start: 0, end: 2.5, text: "Namaste!\nWelcome." },
      { start: 62, end: 64.25, text: "सी प्रोग्रामिंग" },
    ]);
  });

  it("converts SRT (comma milliseconds, CRLF) to WebVTT", () => {
    const srt = "1\r\n00:00:01,000 --> 00:00:03,000\r\nFirst\r\n\r\n2\r\n00:00:03,500 --> 00:00:05,000\r\nSecond\r\n";
    expect(toWebVtt(parseCaptions(srt))).toBe(
      "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nFirst\n\n00:00:03.500 --> 00:00:05.000\nSecond\n",
    );
  });

  it("names the line of the first broken cue", () => {
    expect(
      code(() =>
        parseCaptions("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nok\n\n00:00:03.000 -> 00:00:04.000\nbad arrow\n"),
      ),
    ).toBe("Line 6: expected a timing line like 00:00:01.000 --> 00:00:04.000");
    expect(code(() => parseCaptions("WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nbackwards\n"))).toBe(
      "Line 3: the cue ends before it starts",
    );
    expect(code(() => parseCaptions("1\n00:00:01,000 --> 00:0x:02,000\nbad\n"))).toBe(
      'Line 2: "00:0x:02,000" is not a time like 00:01:02.500',
    );
    expect(code(() => parseCaptions("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n"))).toBe("Line 3: the cue has no text");
    expect(code(() => parseCaptions("<html>not captions</html>"))).toBe(
      "Line 1: expected WEBVTT (a WebVTT file) or a cue number (an SRT file)",
    );
    expect(code(() => parseCaptions("WEBVTT\n\n"))).toBe("Line 3: the file has no cues");
  });
});
