// Phone sign-in in the browser (docs/phone-sign-in.md): whether the gateway offers it, and a typed number as the
// identity server reads it (E.164, +91 when no country code is given), so the screen can refuse a typo at once.
import { getConfig } from "../config.ts";

/** Whether the gateway offers phone sign-in (`phoneSignIn` in /config.json); false before the config is loaded. */
export function phoneSignInOffered(): boolean {
  try {
    return getConfig().phoneSignIn === true;
  } catch {
    return false;
  }
}

/** The number in E.164 when it reads as an Indian mobile number (or one with its own + country code), else null. */
export function phoneNumberOf(input: string): string | null {
  const compact = input.replace(/[\s\-.()]/g, "");
  if (/^\+[1-9]\d{7,14}$/.test(compact) && !compact.startsWith("+91")) return compact;
  const national = compact.replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return /^[6-9]\d{9}$/.test(national) ? `+91${national}` : null;
}
