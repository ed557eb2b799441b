import { describe, expect, it } from "vitest";
import { formatters } from "./format.ts";

const en = formatters("en");
const hi = formatters("hi");

describe("formatters", () => {
  it("groups numbers the Indian way, in Devanagari digits for Hindi", () => {
    expect(en.number(12345678)).toBe("1,23,45,678");
    expect(hi.number(1200)).toBe("१,२००");
  });

  it("writes course prices from paise as rupees with Indian grouping, paise only when there are some", () => {
    expect(en.rupees(149_900)).toBe("₹1,499");
    expect(en.rupees(49_950)).toBe("₹499.50");
    expect(en.rupees(10_000_000)).toBe("₹1,00,000");
    expect(hi.rupees(149_900)).toBe("₹१,४९९");
    expect(hi.rupees(10_000_000)).toBe("₹१,००,०००");
  });

  it("writes dates as 22 Nov 2026 and २२ नव॰ २०२६", () => {
    expect(en.date("2026-11-22T00:00:00Z", "short", { utc: true })).toBe("22 Nov 2026");
    expect(hi.date("2026-11-22T00:00:00Z", "short", { utc: true })).toBe("२२ नव॰ २०२६");
    expect(en.date("2026-11-22T00:00:00Z", "long", { utc: true })).toBe("22 November 2026");
    expect(hi.date("2026-11-22T00:00:00Z", "long", { utc: true })).toBe("२२ नवंबर २०२६");
  });

  it("writes sizes in decimal units and waits in the unit that matters", () => {
    expect(en.bytes(18_400_000)).toBe("18 MB");
    expect(en.bytes(850_000)).toBe("850 kB");
    expect(en.bytes(1_250_000_000)).toBe("1.3 GB");
    expect(hi.bytes(18_400_000)).toMatch(/^१८/);
    expect(en.duration(40)).toBe("40 seconds");
    expect(en.duration(7 * 60)).toBe("7 minutes");
    expect(en.duration(3 * 3600)).toBe("3 hours");
  });

  it("formats percentages and leaves text that is no date as it is", () => {
    expect(en.percent(0.42)).toBe("42%");
    expect(hi.percent(0.42)).toBe("४२%");
    expect(en.date("Rolling admissions")).toBe("Rolling admissions");
  });

  it("counts in Bengali digits for Bengali, Devanagari for Marathi, Latin for Telugu and Tamil, grouped the Indian way", () => {
    const day = "2026-11-22T00:00:00Z";
    expect(formatters("bn").number(450000)).toBe("৪,৫০,০০০");
    expect(formatters("bn").date(day, "short", { utc: true })).toMatch(/^২২ .+ ২০২৬$/);
    expect(formatters("mr").number(450000)).toBe("४,५०,०००");
    expect(formatters("mr").rupees(149_900)).toBe("₹१,४९९");
    expect(formatters("te").number(450000)).toBe("4,50,000");
    expect(formatters("te").date(day, "short", { utc: true })).toMatch(/2026/);
    expect(formatters("ta").rupees(10_000_000)).toBe("₹1,00,000");
    expect(formatters("ta").date(day, "short", { utc: true })).toMatch(/^22 \S+ 2026$/);
  });

  it("falls back to English for a language without a locale", () => {
    expect(formatters("xx").number(100000)).toBe("1,00,000");
  });
});
