// Sign-in and sign-up message rules, spec section 8; the identity server's error codes are translated here.
import i18next from "i18next";
import { codedMessage } from "../errors.ts";

const message = (error: unknown) =>
  error instanceof Error || (error as { message?: unknown })?.message
    ? String((error as { message: unknown }).message)
    : "";

export function isEmailNotConfirmed(error: unknown): boolean {
  return message(error).includes("Email not confirmed");
}

export function signInErrorMessage(error: unknown): string {
  if (isEmailNotConfirmed(error)) return i18next.t("auth:login.verifyFirst");
  return errorText(error, i18next.t("auth:errors.signIn"));
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};

export const errorText = (error: unknown, fallback: string) => codedMessage(codeOf(error), message(error)) ?? fallback;

/** Navigation target after sign-in: navigation state, then the returnTo parameter, else /courses (spec section 2). */
export function returnToFrom(state: unknown, search: URLSearchParams): string {
  const fromState = (state as { returnTo?: unknown } | null)?.returnTo;
  const target = typeof fromState === "string" ? fromState : search.get("returnTo");
  // Only same-site paths: an absolute URL here would be an open redirect.
  return target && target.startsWith("/") && !target.startsWith("//") ? target : "/courses";
}
