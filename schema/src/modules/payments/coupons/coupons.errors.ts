import { AppError, type AppErrorCode } from "../../../errors.ts";

export type CouponRefusal = Extract<AppErrorCode, `coupon_${string}`>;

const messages: Record<CouponRefusal, string> = {
  coupon_unknown: "There is no coupon with this code",
  coupon_expired: "This coupon has expired",
  coupon_not_yet_valid: "This coupon is not valid yet",
  coupon_used_up: "This coupon has been used up",
  coupon_used_up_for_you: "You have already used this coupon",
  coupon_not_for_course: "This coupon is not for this course",
};

/** Why a learner's coupon does not apply now; the client shows the code's text in the learner's language. */
export class CouponRefusedError extends AppError {
  constructor(code: CouponRefusal) {
    super(code, messages[code]);
  }
}
