// The coupon form on the console's forms kit (docs/payments.md, Coupons). Limits are CouponInput's own
// (schema/src/input-limits.ts); a fixed discount is typed in rupees and sent in paise.
import { couponLimits } from "@app/schema/input-limits";
import type { AdminCouponFragment, CouponInput, CouponKind } from "../../../gql-admin/graphql.ts";
import { fromLocalInput, toLocalInput } from "../listings-kit/dates.ts";
import { optionalText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

export const couponKinds: readonly CouponKind[] = ["PERCENT", "FIXED"];

interface CourseOption {
  id: string;
  title: string;
}

/** The form's fields; texts are catalogue keys. Instructors pick one of their courses; admins may leave it blank. */
export function couponFields(courses: readonly CourseOption[], admin: boolean): FieldSpec[] {
  return [
    {
      name: "code",
      label: "admin-payments:coupons.code",
      kind: "text",
      max: couponLimits.code.max,
      required: true,
      helperText: "admin-payments:coupons.codeHelp",
    },
    {
      name: "kind",
      label: "admin-payments:coupons.kind",
      kind: "select",
      options: couponKinds,
      optionLabels: { PERCENT: "admin-payments:coupons.kinds.PERCENT", FIXED: "admin-payments:coupons.kinds.FIXED" },
      required: true,
    },
    {
      name: "value",
      label: "admin-payments:coupons.value",
      kind: "integer",
      min: 1,
      max: couponLimits.amountRupees.max,
      required: true,
      helperText: "admin-payments:coupons.valueHelp",
    },
    {
      name: "courseId",
      label: "admin-payments:coupons.course",
      kind: "select",
      options: [...(admin ? [""] : []), ...courses.map((course) => course.id)],
      optionLabels: {
        "": "admin-payments:coupons.allCourses",
        ...Object.fromEntries(courses.map((course) => [course.id, course.title])),
      },
      required: !admin,
    },
    { name: "validFrom", label: "admin-payments:coupons.validFrom", kind: "datetime" },
    { name: "validUntil", label: "admin-payments:coupons.validUntil", kind: "datetime" },
    {
      name: "maxUses",
      label: "admin-payments:coupons.maxUses",
      kind: "integer",
      ...couponLimits.uses,
      helperText: "admin-payments:coupons.noLimit",
    },
    {
      name: "maxUsesPerLearner",
      label: "admin-payments:coupons.maxUsesPerLearner",
      kind: "integer",
      ...couponLimits.uses,
      helperText: "admin-payments:coupons.noLimit",
    },
  ];
}

export function couponValues(coupon: AdminCouponFragment | null): FormValues {
  if (!coupon) {
    return {
      code: "",
      kind: "PERCENT",
      value: "",
      courseId: "",
      validFrom: "",
      validUntil: "",
      maxUses: "",
      maxUsesPerLearner: "1",
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.kind === "FIXED" ? coupon.value / 100 : coupon.value),
    courseId: coupon.course?.id ?? "",
    validFrom: coupon.validFrom ? toLocalInput(coupon.validFrom) : "",
    validUntil: coupon.validUntil ? toLocalInput(coupon.validUntil) : "",
    maxUses: coupon.maxUses == null ? "" : String(coupon.maxUses),
    maxUsesPerLearner: coupon.maxUsesPerLearner == null ? "" : String(coupon.maxUsesPerLearner),
  };
}

const optionalNumber = (value: FormValues[string]) => {
  const text = optionalText(value);
  return text === null ? null : Number(text);
};

export function couponInput(values: FormValues): CouponInput {
  const kind = values.kind as CouponKind;
  const value = Number(values.value);
  const from = optionalText(values.validFrom);
  const until = optionalText(values.validUntil);
  return {
    code: String(values.code).trim(),
    kind,
    value: kind === "FIXED" ? value * 100 : value,
    courseId: optionalText(values.courseId),
    validFrom: from && fromLocalInput(from),
    validUntil: until && fromLocalInput(until),
    maxUses: optionalNumber(values.maxUses),
    maxUsesPerLearner: optionalNumber(values.maxUsesPerLearner),
  };
}
