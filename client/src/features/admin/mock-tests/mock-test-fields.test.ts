// One home for the paper choice: the blueprint dialog. The settings form neither shows it nor sends it, so saving the
// settings of a test whose blueprint gives one paper per sitting keeps that choice (the server leaves an absent
// samePaperForSitting as it is).
import { describe, expect, it } from "vitest";
import { mockTestFields, mockTestInput, mockTestValues } from "./mock-test-fields.ts";

describe("the test's settings form", () => {
  it("has no paper choice of its own", () => {
    expect(mockTestFields([]).map((field) => field.name)).not.toContain("samePaperForSitting");
  });

  it("saves without touching the blueprint's paper choice", () => {
    const input = mockTestInput({ ...mockTestValues(null), title: "SSC CGL Tier 1" });
    expect(input).not.toHaveProperty("samePaperForSitting");
    expect(input).toMatchObject({ title: "SSC CGL Tier 1", durationMinutes: 20 });
  });
});
