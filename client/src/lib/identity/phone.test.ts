import { describe, expect, it } from "vitest";
import { phoneNumberOf } from "./phone.ts";

describe("phoneNumberOf", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["+44 7700 900123", "+447700900123"],
  ])("reads %s as %s", (input, expected) => expect(phoneNumberOf(input)).toBe(expected));

  it.each(["", "12345", "58765 43210", "+91 12345 67890", "98765a43210"])("refuses %j", (input) =>
    expect(phoneNumberOf(input)).toBeNull(),
  );
});
