import { describe, expect, it } from "vitest";
import { joinSalary, splitSalary } from "./placement-fields.ts";

describe("placement salary", () => {
  it.each([
    ["Rs. 2.6 LPA (below 3 LPA)", "below 3 LPA", "Rs. 2.6 LPA"],
    ["Rs. 3-6 LPA", "3-6 LPA", "Rs. 3-6 LPA"],
    ["6-10 LPA", "6-10 LPA", ""],
  ])("%s keeps its range through an edit", (salary, range, detail) => {
    expect(splitSalary(salary)).toEqual({ salaryRange: range, salaryDetail: detail });
    expect(joinSalary(range, detail)).toBe(salary);
  });

  it("adds the range to details that lack it, so the learners' salary filter finds the job", () => {
    expect(joinSalary("above 15 LPA", "Rs. 18-24 LPA")).toBe("Rs. 18-24 LPA (above 15 LPA)");
  });

  it("leaves a salary outside the fixed ranges for the editor to choose one", () => {
    expect(splitSalary("Competitive")).toEqual({ salaryRange: "", salaryDetail: "Competitive" });
  });
});
