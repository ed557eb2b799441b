import { describe, expect, it } from "vitest";
import { companyCounts, filterVariables } from "./listing-filters.ts";

const placements = [{ company: "Flipkart" }, { company: "HDFC Bank" }, { company: "Infosys" }];

describe("filterVariables", () => {
  it("sends only the chosen, trimmed values, so no filter is the unfiltered query", () => {
    expect(filterVariables({ search: "", type: "", location: "" })).toEqual({});
    expect(filterVariables({ search: "  fractal ", type: "Remote", location: " " })).toEqual({
      search: "fractal",
      type: "Remote",
    });
    expect(
      filterVariables({ search: "", category: "Banking", location: "", experience: "0-1 year", salary: "3-6 LPA" }),
    ).toEqual({ category: "Banking", experience: "0-1 year", salary: "3-6 LPA" });
  });
});

describe("companyCounts", () => {
  it("counts open positions per featured company by name", () => {
    const counts = companyCounts([...placements, { company: "infosys " }]);
    expect(counts).toHaveLength(6);
    expect(counts.find((c) => c.name === "Infosys")?.count).toBe(2);
    expect(counts.find((c) => c.name === "Razorpay")?.count).toBe(0);
  });
});
