import { describe, expect, it } from "vitest";
import { nearDuplicates, normalisedText, similarity } from "./near-duplicates.ts";

const q = (id: string, textEn: string, optionsEn: string[], textHi: string | null = null) => ({
  id,
  textEn,
  textHi,
  optionsEn,
  optionsHi: [],
});

describe("near-duplicate questions", () => {
  it("normalises case, punctuation and TeX markers, keeping Devanagari", () => {
    expect(normalisedText("What is $\\frac{1}{2}$ of 50?")).toBe("what is frac 1 2 of 50");
    expect(normalisedText("  200 का 10%  क्या है? ")).toBe("200 का 10 क्या है");
  });

  it("finds a reworded copy and not a different question that looks alike", () => {
    const bank = [
      q("a", "What is 20% of 50?", ["5", "10", "15", "20"]),
      q("b", "A train 120 m long passes a pole in 6 s. Find its speed.", ["20 m/s", "18 m/s", "24 m/s", "12 m/s"]),
    ];
    const copy = q("", "What is 20 % of 50 ?", ["5", "10", "15", "20"]);
    expect(nearDuplicates(copy, bank).map((x) => x.id)).toEqual(["a"]);
    const reworded = q("", "A train, 120 m long, passes a pole in 6 s; find its speed", [
      "20 m/s",
      "18 m/s",
      "24 m/s",
      "12 m/s",
    ]);
    expect(nearDuplicates(reworded, bank).map((x) => x.id)).toEqual(["b"]);
    const other = q("", "What is 30% of 90?", ["27", "30", "9", "3"]);
    expect(nearDuplicates(other, bank)).toEqual([]);
    expect(similarity("", "anything")).toBe(0);
  });

  it("compares Hindi with Hindi", () => {
    const bank = [q("h", "", [], "200 का 10% क्या है?")];
    expect(nearDuplicates(q("", "", [], "200 का 10 % क्या है"), bank).map((x) => x.id)).toEqual(["h"]);
  });
});
