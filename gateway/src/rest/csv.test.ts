import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\r\nlines", '"two\r\nlines"'],
    ["=1+1", "'=1+1"],
    ["+91 98765 43210", "'+91 98765 43210"],
    ["-5+cmd", "'-5+cmd"],
    ["-1270.34", "-1270.34"],
    ["-5", "-5"],
    ["@cmd", "'@cmd"],
    ["\tTAB", "'\tTAB"],
    ["\rCR", '"\'\rCR"'],
    ["=A1,B1", '"\'=A1,B1"'],
    ["", ""],
  ])("writes %j as %j", (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe("toCsv", () => {
  it("ends every line, the last included, with CRLF", () => {
    expect(toCsv(["name", "email"], [["Asha", "a@example.in"]])).toBe("name,email\r\nAsha,a@example.in\r\n");
  });
});
