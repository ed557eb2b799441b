import { afterEach, describe, expect, it } from "vitest";
import { setWifiOnly, wifiOnly } from "./lesson-packs.ts";

const onNetwork = (connection: { type?: string } | undefined) =>
  Object.defineProperty(navigator, "connection", { configurable: true, value: connection });

describe("Download over Wi-Fi only", () => {
  afterEach(() => {
    localStorage.clear();
    onNetwork(undefined);
  });

  it("is on by default where the browser tells which network it is on, off where it cannot", () => {
    onNetwork({ type: "cellular" });
    expect(wifiOnly()).toBe(true);
    onNetwork({});
    expect(wifiOnly()).toBe(false);
    onNetwork(undefined);
    expect(wifiOnly()).toBe(false);
  });

  it("keeps the learner's choice on this device", () => {
    onNetwork({ type: "wifi" });
    setWifiOnly(false);
    expect(wifiOnly()).toBe(false);
    onNetwork(undefined);
    setWifiOnly(true);
    expect(wifiOnly()).toBe(true);
  });
});
