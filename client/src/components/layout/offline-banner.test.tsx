import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { observedFetch } from "../../lib/pwa/connectivity.ts";
import { OfflineBanner } from "./offline-banner.tsx";

function goOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? "online" : "offline")));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("OfflineBanner", () => {
  it("appears when the browser goes offline and goes away when it is back", () => {
    render(<OfflineBanner />);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    goOnline(false);
    expect(screen.getByRole("status")).toHaveTextContent("You are offline");
    goOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it("appears when an API request fails although the browser says online, and goes once one gets through", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    vi.stubGlobal(
      "fetch",
      vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(new Response("{}")),
    );
    await act(() => expect(observedFetch("/graphql")).rejects.toThrow("Failed to fetch"));
    expect(screen.getByText(/You are offline/)).toBeVisible();
    await act(() => observedFetch("/graphql"));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it("appears when the service worker answered from its cache because the network failed", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    render(<OfflineBanner />);
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(new Response("{}", { headers: { "x-served-offline": "1" } }))
        .mockResolvedValueOnce(new Response("{}")),
    );
    await act(() => observedFetch("/graphql"));
    expect(screen.getByText(/You are offline/)).toBeVisible();
    await act(() => observedFetch("/graphql"));
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });
});
