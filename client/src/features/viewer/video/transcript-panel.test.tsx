import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setConfig } from "../../../lib/config.ts";
import { TranscriptPanel } from "./transcript-panel.tsx";
import { playerKeyHandler } from "./use-player-keys.ts";

const files: Record<string, string> = {
  "/api/files/captions/en.vtt":
    "WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nWelcome to C\n\n00:00:03.000 --> 00:00:06.000\nInstall gcc first\n",
  "/api/files/captions/hi.vtt": "WEBVTT\n\n00:00:00.000 --> 00:00:03.000\nC में स्वागत है\n",
};
const captions = [
  { language: "en", label: "English", url: "/api/files/captions/en.vtt" },
  { language: "hi", label: "हिन्दी", url: "/api/files/captions/hi.vtt" },
];

beforeEach(() => setConfig({ apiUrl: "", supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" }));
afterEach(() => vi.unstubAllGlobals());

describe("TranscriptPanel", () => {
  it("highlights the current cue, seeks on click and filters by search", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => new Response(files[new URL(url, "http://x").pathname])),
    );
    const onSeek = vi.fn();
    render(<TranscriptPanel captions={captions} language="en" time={4} onSeek={onSeek} />);
    const current = await screen.findByRole("button", { name: /Install gcc first/ });
    expect(current).toHaveAttribute("aria-current", "true");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: /Welcome to C/ }));
    expect(onSeek).toHaveBeenCalledWith(0);
    await user.type(screen.getByRole("searchbox", { name: "Search transcript" }), "gcc");
    expect(screen.queryByRole("button", { name: /Welcome to C/ })).not.toBeInTheDocument();
  });

  it("shows the language chosen in the player, without any video (read mode)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => new Response(files[new URL(url, "http://x").pathname])),
    );
    render(<TranscriptPanel captions={captions} language="hi" time={null} />);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: /C में स्वागत है/ })).not.toHaveAttribute("aria-current"),
    );
  });
});

describe("player keys", () => {
  it("maps space/k, j/l, arrows, f and c, and leaves slider keys alone", () => {
    const actions = { toggle: vi.fn(), seekBy: vi.fn(), fullscreen: vi.fn(), captions: vi.fn() };
    const handle = playerKeyHandler(actions);
    const press = (key: string, target: HTMLElement = document.createElement("div")) =>
      handle({
        key,
        target,
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        preventDefault: () => {},
      } as unknown as React.KeyboardEvent);
    for (const key of [" ", "k", "j", "l", "ArrowLeft", "ArrowRight", "f", "c"]) press(key);
    expect(actions.toggle).toHaveBeenCalledTimes(2);
    expect(actions.seekBy.mock.calls).toEqual([[-10], [10], [-5], [5]]);
    expect(actions.fullscreen).toHaveBeenCalledTimes(1);
    expect(actions.captions).toHaveBeenCalledTimes(1);
    const slider = document.createElement("span");
    slider.setAttribute("role", "slider");
    press("ArrowLeft", slider);
    expect(actions.seekBy).toHaveBeenCalledTimes(4);
  });
});
