import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, testApiUrl } from "../../../testing/render.tsx";
import type { PackSource } from "../../../lib/packs/lesson-packs.ts";
import { DownloadDialog } from "./download-dialog.tsx";

const sizes: Record<string, number> = {
  "/api/files/lesson-content/intro.mp4": 18_000_000,
  "/api/files/lesson-content/slides.pdf": 400_000,
  "/api/files/captions/en.vtt": 2_000,
  "/api/files/captions/hi.vtt": 3_000,
  "/api/files/videos/l2/abc/poster.jpg": 95_000,
};
const source: PackSource = {
  courseId: "c1",
  courseTitle: "C Programming",
  lesson: { id: "l1", title: "Pointers", videoUrl: "/api/files/lesson-content/intro.mp4" },
  contents: [
    { type: "ppt", title: "Slides", url: "/api/files/lesson-content/slides.pdf" },
    { type: "note", title: "Notes", content: "<p>Text</p>" },
    { type: "question", title: "Q1" },
    { type: "question", title: "Q2" },
  ],
};

const rendition = (height: number, bytes: number) => ({
  height,
  bytes,
  url: `/api/files/videos/l2/abc/${height || "audio"}/index.m3u8`,
});
const adaptive: PackSource = {
  courseId: "c1",
  courseTitle: "C Programming",
  lesson: {
    id: "l2",
    title: "Arrays",
    videoUrl: "/api/files/lesson-content/intro.mp4",
    video: {
      status: "READY",
      renditions: [
        rendition(720, 8_400_000),
        rendition(360, 3_960_000),
        rendition(144, 1_100_000),
        rendition(0, 430_000),
      ],
      captions: [
        { language: "en", url: "/api/files/captions/en.vtt" },
        { language: "hi", url: "/api/files/captions/hi.vtt" },
      ],
    },
  },
  contents: [{ type: "ppt", title: "Slides", url: "/api/files/lesson-content/slides.pdf" }],
};

describe("DownloadDialog", () => {
  const requests: string[] = [];
  const postMessage = vi.fn();
  beforeEach(() => {
    requests.length = 0;
    vi.stubGlobal("fetch", async (url: string, init?: RequestInit) => {
      requests.push(`${init?.method ?? "GET"} ${url}`);
      const path = new URL(url).pathname;
      return new Response(null, {
        status: 200,
        headers: { "content-length": String(sizes[path]), "content-type": "video/mp4" },
      });
    });
    Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: { controller: { postMessage } } });
    Object.defineProperty(navigator, "storage", {
      configurable: true,
      value: { estimate: async () => ({ quota: 10_000_000, usage: 1_000_000 }), persist: vi.fn() },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the size and what the download holds, having asked only for sizes", async () => {
    renderWithProviders(<DownloadDialog title="Pointers" sources={[source]} onClose={() => {}} />);
    expect(await screen.findByLabelText("Original quality · About 18 MB")).toBeChecked();
    const holds = screen.getByRole("list", { name: "The download holds" });
    expect(holds).toHaveTextContent("The class video");
    expect(holds).toHaveTextContent("1 note");
    expect(holds).toHaveTextContent("1 slide deck");
    expect(holds).toHaveTextContent("The quiz (2 questions)");
    expect(requests.sort()).toEqual([
      `HEAD ${testApiUrl}/api/files/lesson-content/intro.mp4`,
      `HEAD ${testApiUrl}/api/files/lesson-content/slides.pdf`,
    ]);
  });

  it("refuses up front a download the device has no room for, and starts nothing", async () => {
    renderWithProviders(<DownloadDialog title="Pointers" sources={[source]} onClose={() => {}} />);
    await screen.findByLabelText("Original quality · About 18 MB");
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not enough free space on this device for 18 MB.");
    await waitFor(() => expect(postMessage).not.toHaveBeenCalled());
    expect(requests.every((request) => request.startsWith("HEAD"))).toBe(true);
  });

  it("offers the small renditions with sizes the server measured, the smallest chosen, and fetches no segment", async () => {
    renderWithProviders(<DownloadDialog title="Arrays" sources={[adaptive]} onClose={() => {}} />);
    // Each choice: the rendition's bytes, the slides and both caption files (405 kB).
    expect(await screen.findByLabelText("144p · About 1.5 MB")).toBeChecked();
    expect(screen.getByLabelText("360p · About 4.4 MB")).not.toBeChecked();
    expect(screen.getByLabelText("Audio only · About 835 kB")).not.toBeChecked();
    expect(screen.queryByLabelText(/720p|Original/)).toBeNull();
    expect(screen.getByRole("list", { name: "The download holds" })).toHaveTextContent(
      "Captions and transcript (2 languages)",
    );
    // Sizes of the slides and captions only: neither the original, nor a playlist or segment.
    expect(requests.sort()).toEqual([
      `HEAD ${testApiUrl}/api/files/captions/en.vtt`,
      `HEAD ${testApiUrl}/api/files/captions/hi.vtt`,
      `HEAD ${testApiUrl}/api/files/lesson-content/slides.pdf`,
    ]);
  });

  it("keeps the video's poster in the pack, sized with the rest", async () => {
    const withPoster: PackSource = {
      ...adaptive,
      lesson: {
        ...adaptive.lesson,
        video: { ...adaptive.lesson.video!, posterUrl: "/api/files/videos/l2/abc/poster.jpg" },
      },
    };
    renderWithProviders(<DownloadDialog title="Arrays" sources={[withPoster]} onClose={() => {}} />);
    // 144p: 1.1 MB of rendition, 405 kB of slides and captions, and the 95 kB poster.
    expect(await screen.findByLabelText("144p · About 1.6 MB")).toBeChecked();
    expect(requests).toContain(`HEAD ${testApiUrl}/api/files/videos/l2/abc/poster.jpg`);
  });

  it("refuses a quality the device has no room for, at that quality's size", async () => {
    // 3 MB free: 144p would fit, 360p does not.
    Object.defineProperty(navigator, "storage", {
      configurable: true,
      value: { estimate: async () => ({ quota: 4_000_000, usage: 1_000_000 }), persist: vi.fn() },
    });
    renderWithProviders(<DownloadDialog title="Arrays" sources={[adaptive]} onClose={() => {}} />);
    await userEvent.click(await screen.findByLabelText("360p · About 4.4 MB"));
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Not enough free space on this device for 4.4 MB.");
    expect(postMessage).not.toHaveBeenCalled();
  });

  it("downloads a course at one quality: each choice totals every lesson, a lesson without it taking its smallest", async () => {
    renderWithProviders(<DownloadDialog title="C Programming" sources={[adaptive, source]} onClose={() => {}} />);
    // 144p: 1.5 MB for Arrays and the 18.4 MB original of Pointers, which has no renditions.
    expect(await screen.findByLabelText("144p · About 20 MB")).toBeChecked();
    expect(screen.getByLabelText("360p · About 23 MB")).not.toBeChecked();
    expect(screen.getByLabelText("Original quality · About 20 MB")).not.toBeChecked();
    const holds = screen.getByRole("list", { name: "The download holds" });
    expect(holds).toHaveTextContent("2 class videos");
    expect(holds).toHaveTextContent("2 slide decks");
    expect(holds).toHaveTextContent("Captions and transcript (2 languages)");
    expect(requests.filter((request) => request.includes("intro.mp4"))).toEqual([
      `HEAD ${testApiUrl}/api/files/lesson-content/intro.mp4`,
    ]);
  });
});
