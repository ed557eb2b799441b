// Per-account limits on guessing a secret at the identity server: failed sign-ins (password grant) and failed
// 6-digit codes (verifyOtp), each per email address. They, not per-address limits, are the main defence: a
// college lab or hostel shares one public address, so per-address limits are sized for a campus (docs
// "Reliability and security") while a guesser at one account is stopped after a few failures whatever address
// it comes from. Only failures count, so a learner who signs in often is never refused; once an account has used
// up its failures the right secret is refused too (429) until the window ends, so a guess cannot be confirmed.
import type { Config } from "../config/env.ts";
import { createAttemptLimiter, type AttemptLimiter } from "../security/attempt-limiter.ts";
import type { SharedWindows } from "../security/rate-limit-buckets.ts";
import { AuthError } from "./auth-errors.ts";

const WINDOW_SECONDS = 15 * 60;

/** A 429 in GoTrue's shape with the seconds to wait (Retry-After). */
export class AuthRateLimitedError extends AuthError {
  constructor(readonly retryAfter: number) {
    super(429, "over_request_rate_limit", "Request rate limit reached");
  }
}

export interface AccountGuard {
  /** Throws AuthRateLimitedError while `account` has used up its failures. */
  check(account: string): Promise<void>;
  /** Counts one failure of `account`. */
  fail(account: string): Promise<void>;
}

function guard(limiter: AttemptLimiter): AccountGuard {
  return {
    async check(account) {
      const wait = await limiter.exhausted(account);
      if (wait !== null) throw new AuthRateLimitedError(wait);
    },
    async fail(account) {
      await limiter.hit(account);
    },
  };
}

export interface AccountLimits {
  signIn: AccountGuard;
  otp: AccountGuard;
  /** Wrong SMS codes per phone number (5 per 15 minutes by default, docs/phone-sign-in.md). */
  phoneOtp: AccountGuard;
  /** SMS codes sent per number per hour, counted at each send: what one number can cost the operator. */
  smsSends: AttemptLimiter;
}

export function createAccountLimits(config: Config, windows: SharedWindows): AccountLimits {
  const limit = (name: string, max: number) =>
    guard(createAttemptLimiter(windows, name, { max, windowSeconds: WINDOW_SECONDS }));
  return {
    signIn: limit("signin-account", config.RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT),
    otp: limit("otp-account", config.RATE_LIMIT_OTP_FAILURES_PER_ACCOUNT),
    phoneOtp: limit("otp-phone", config.RATE_LIMIT_OTP_FAILURES_PER_PHONE),
    smsSends: createAttemptLimiter(windows, "sms-number", {
      max: config.RATE_LIMIT_SMS_PER_NUMBER_PER_HOUR,
      windowSeconds: 60 * 60,
    }),
  };
}
