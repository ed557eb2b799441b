import { describe, expect, it } from "vitest";
import { levelLimits } from "./adaptive-source.ts";

describe("levelLimits", () => {
  it("starts Auto at the lowest rendition and lets it climb to the highest", () => {
    expect(levelLimits([144, 240, 360, 720], false)).toEqual({ startLevel: 0, cap: -1 });
  });

  it("keeps data saver's Auto at the lowest rendition", () => {
    expect(levelLimits([144, 240, 360, 720], true)).toEqual({ startLevel: 0, cap: 0 });
    expect(levelLimits([144], true)).toEqual({ startLevel: 0, cap: 0 });
  });
});
