import { describe, expect, it } from "vitest";
import { companyCounts, filterInternships, filterPlacements } from "./listing-filters.ts";

const internships = [
  { id: "1", title: "Frontend Intern", company: "Razorpay", type: "Remote", location: "Bengaluru" },
  { id: "2", title: "Data Analyst Intern", company: "Infosys", type: "On-site", location: "Pune" },
  { id: "3", title: "Marketing Intern", company: "Zomato", type: "Hybrid", location: "Gurugram, Haryana" },
];

const placements = [
  { id: "a", title: "Software Engineer", company: "Flipkart", type: "Full-time", category: "E-commerce", location: "Bengaluru", experience: "Fresher", salary: "6-10 LPA" },
  { id: "b", title: "Probationary Officer", company: "HDFC Bank", type: "Full-time", category: "Banking", location: "Mumbai", experience: "0-1 year", salary: "3-6 LPA" },
  { id: "c", title: "Data Scientist", company: "Infosys", type: "Full-time", category: "Data Science", location: "Bengaluru", experience: "1-3 years", salary: "10-15 LPA" },
];

const noInternshipFilter = { search: "", type: "", location: "" };
const noPlacementFilter = { search: "", category: "", location: "", experience: "", salary: "" };
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("filterInternships", () => {
  it("matches the search text in title or company, case-insensitively", () => {
    expect(ids(filterInternships(internships, { ...noInternshipFilter, search: "INTERN" }))).toEqual(["1", "2", "3"]);
    expect(ids(filterInternships(internships, { ...noInternshipFilter, search: "infosys" }))).toEqual(["2"]);
  });

  it("requires the exact type when one is chosen and a location substring", () => {
    expect(ids(filterInternships(internships, { ...noInternshipFilter, type: "Hybrid" }))).toEqual(["3"]);
    expect(ids(filterInternships(internships, { ...noInternshipFilter, location: "haryana" }))).toEqual(["3"]);
    expect(filterInternships(internships, { search: "frontend", type: "On-site", location: "" })).toEqual([]);
  });
});

describe("filterPlacements", () => {
  it("combines every filter", () => {
    expect(ids(filterPlacements(placements, noPlacementFilter))).toEqual(["a", "b", "c"]);
    expect(ids(filterPlacements(placements, { ...noPlacementFilter, category: "Banking" }))).toEqual(["b"]);
    expect(ids(filterPlacements(placements, { ...noPlacementFilter, location: "bengaluru", experience: "1-3 years" }))).toEqual(["c"]);
    expect(ids(filterPlacements(placements, { ...noPlacementFilter, salary: "3-6 LPA" }))).toEqual(["b"]);
    expect(ids(filterPlacements(placements, { ...noPlacementFilter, search: "flip", salary: "10-15 LPA" }))).toEqual([]);
  });

  it("treats experience as an exact match", () => {
    expect(filterPlacements(placements, { ...noPlacementFilter, experience: "0-1" })).toEqual([]);
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
