import { describe, expect, it } from "vitest";
import { cueAt, readCues } from "./cues.ts";

describe("transcript cues", () => {
  it("reads the server's WebVTT and finds the cue at a time", () => {
    const cues = readCues(
      "WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nWelcome\n\n00:01:03.500 --> 00:01:06.000\nसी प्रोग्रामिंग\nline two\n",
    );
    expect(cues).toEqual([
      { start: 0, end: 3, text: "Welcome" },
      { start: 63.5, end: 66, text: "सी प्रोग्रामिंग\nline two" },
    ]);
    expect(cueAt(cues, 2.9)).toBe(0);
    expect(cueAt(cues, 3)).toBe(-1);
    expect(cueAt(cues, 64)).toBe(1);
  });
});
