import { describe, expect, it } from "vitest";
import { placeholderVariant } from "./placeholder-image.ts";

// Spec section 9: every kind has the tiers the spec lists, plus the one for everything beyond them.
describe("placeholderVariant", () => {
  it("gives profile pictures three tiers: at most 100, at most 150, else", () => {
    expect([48, 100, 101, 150, 151, 400].map((size) => placeholderVariant("profile", size))).toEqual([
      100, 100, 150, 150, 200, 200,
    ]);
  });

  it("gives course pictures three tiers: at least 800, at least 400, else", () => {
    expect([1200, 800, 799, 400, 399, 96].map((size) => placeholderVariant("course", size))).toEqual([
      800, 800, 400, 400, 200, 200,
    ]);
  });

  it("gives other pictures four tiers: at most 50, at most 100, at most 200, else", () => {
    expect([24, 50, 51, 100, 101, 200, 201, 640].map((size) => placeholderVariant("generic", size))).toEqual([
      50, 50, 100, 100, 200, 200, 400, 400,
    ]);
  });
});
