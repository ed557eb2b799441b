// Phone numbers as the identity server stores them: E.164 with the "+" (docs/phone-sign-in.md). Learners type
// numbers the Indian way (98765 43210, 098765 43210, +91 98765-43210), so a number without a country code is an
// Indian one. GoTrue's own answer for anything else: 400 validation_failed "Invalid phone number format (E.164
// required)".
import { validationFailed } from "./auth-errors.ts";

const INDIA = "91";
/** E.164: a country code not starting with 0 and at most 15 digits in all. */
const E164 = /^\+[1-9]\d{7,14}$/;
/** An Indian mobile number: 10 digits starting 6 to 9. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export const invalidPhone = () => validationFailed("Invalid phone number format (E.164 required)");

/** The number in E.164, or null when it is not one. Spaces, dashes, dots and brackets are ignored. */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-.()]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let number: string;
  if (compact.startsWith("+")) number = compact;
  else if (compact.startsWith("00")) number = `+${compact.slice(2)}`;
  // A national number: 10 digits, or 11 with the trunk prefix 0.
  else if (INDIAN_MOBILE.test(compact)) number = `+${INDIA}${compact}`;
  else if (/^0[6-9]\d{9}$/.test(compact)) number = `+${INDIA}${compact.slice(1)}`;
  // GoTrue's clients send the digits without the "+" (as it answers them): 91 and 10 digits.
  else if (compact.length === 12 && compact.startsWith(INDIA) && INDIAN_MOBILE.test(compact.slice(2)))
    number = `+${compact}`;
  else return null;
  if (!E164.test(number)) return null;
  if (number.startsWith(`+${INDIA}`) && !INDIAN_MOBILE.test(number.slice(3))) return null;
  return number;
}

/** Like normalisePhone, throwing GoTrue's validation error for a number that is not one. */
export function requirePhone(input: string | null | undefined): string {
  const phone = input ? normalisePhone(input) : null;
  if (!phone) throw invalidPhone();
  return phone;
}

/** GoTrue answers numbers as digits without the "+" (gotrue-contract, phone summary). */
export const phoneForWire = (phone: string | null | undefined) => (phone ?? "").replace(/^\+/, "");

// The reserved address of a phone-only account is the domain's (decision 036).
export { isPlaceholderEmail, placeholderEmail, visibleEmail } from "@app/schema";
