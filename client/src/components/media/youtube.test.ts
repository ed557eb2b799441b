import { describe, expect, it } from "vitest";
import { isYouTubeUrl, youTubeEmbedUrl, youTubeId } from "./youtube.ts";

describe("YouTube parsing", () => {
  it("recognises both host strings", () => {
    expect(isYouTubeUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(true);
    expect(isYouTubeUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(true);
    expect(isYouTubeUrl("https://vimeo.com/123")).toBe(false);
    expect(isYouTubeUrl(null)).toBe(false);
  });

  it("extracts ids from watch, short, embed and shorts links", () => {
    expect(youTubeId("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://youtu.be/dQw4w9WgXcQ?si=abc")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://www.youtube.com/embed/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("youtube.com/shorts/aB_-1234567")).toBe("aB_-1234567");
    expect(youTubeId("https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
  });

  it("accepts only ids of exactly 11 characters", () => {
    expect(youTubeId("https://www.youtube.com/watch?v=short")).toBeNull();
    expect(youTubeId("https://youtu.be/dQw4w9WgXcQX")).toBeNull();
    expect(youTubeId("https://www.youtube.com/watch?v=dQw4w9WgXc!")).toBeNull();
    expect(youTubeId("https://www.youtube.com/channel/UCabc")).toBeNull();
  });

  it("embeds with related videos off", () => {
    expect(youTubeEmbedUrl("dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0");
    expect(youTubeEmbedUrl("dQw4w9WgXcQ", { start: 83.6 })).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&start=83",
    );
    expect(youTubeEmbedUrl("dQw4w9WgXcQ", { origin: "https://vidyapath.in" })).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0&enablejsapi=1&origin=https%3A%2F%2Fvidyapath.in",
    );
  });
});
