import { describe, expect, it } from "vitest";
import { defaultCaption } from "./caption-choice.ts";

const captions = [
  { language: "en", label: "English" },
  { language: "hi-IN", label: "हिन्दी" },
];

describe("defaultCaption", () => {
  it("picks the track in the learner's language, region or not", () => {
    expect(defaultCaption(captions, "hi")).toBe("hi-IN");
    expect(defaultCaption(captions, "en-GB")).toBe("en");
  });

  it("falls back to the lesson's first track, and to none without tracks", () => {
    expect(defaultCaption(captions, "ta")).toBe("en");
    expect(defaultCaption([], "ta")).toBeNull();
  });
});
