// Numbers as learners type them become one E.164 form; anything else is refused with GoTrue's error.
import { describe, expect, it } from "vitest";
import { AuthError } from "./auth-errors.ts";
import { isPlaceholderEmail, normalisePhone, placeholderEmail, requirePhone, visibleEmail } from "./phone-number.ts";

describe("normalisePhone", () => {
  it.each([
    ["98765 43210", "+919876543210"],
    ["098765 43210", "+919876543210"],
    ["+91 98765-43210", "+919876543210"],
    ["+91 (98765) 43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["  6123456789 ", "+916123456789"],
    ["+44 7700 900123", "+447700900123"],
  ])("reads %s as %s", (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each([
    "",
    "12345",
    "5876543210",
    "+91 5876543210",
    "+91 98765 4321",
    "98765 43210 1",
    "98765a43210",
    "+0 98765 43210",
    "+1234567890123456",
    "phone",
  ])("refuses %j", (input) => {
    expect(normalisePhone(input)).toBeNull();
  });

  it("throws GoTrue's validation error for a number that is not one", () => {
    expect(() => requirePhone("12345")).toThrow(AuthError);
    expect(() => requirePhone(undefined)).toThrow("Invalid phone number format (E.164 required)");
    expect(requirePhone("98765 43210")).toBe("+919876543210");
  });

  it("keeps a phone-only account's reserved address out of sight", () => {
    const address = placeholderEmail("+919876543210");
    expect(address).toBe("919876543210@phone.invalid");
    expect(isPlaceholderEmail(address)).toBe(true);
    expect(visibleEmail(address)).toBe("");
    expect(visibleEmail("a@example.com")).toBe("a@example.com");
  });
});
