// The console checks input before sending it, with limits that must be the server's. Both read
// schema/src/input-limits.ts where it covers an input; this contract checks every limited field of the console's
// forms against the rule the server actually applies (the zod schema on the built GraphQL schema's field), so a
// limit changed on one side only fails here.
import { isInputObjectType, type GraphQLArgument, type GraphQLInputField } from "graphql";
import { describe, expect, it } from "vitest";
import { toSchema } from "@app/schema";
import { courseLimits, examLimits } from "@app/schema/input-limits";
import {
  featureFields,
  missionFields,
  partnerFields,
  teamFields,
} from "../client/src/features/admin/about/about-fields.ts";
import { maxLengths } from "../client/src/features/admin/courses/course-form-values.ts";
import { examFields } from "../client/src/features/admin/exams/exam-fields.ts";
import { couponFields } from "../client/src/features/admin/payments/coupon-fields.ts";
import { internshipFields } from "../client/src/features/admin/internships/internship-fields.ts";
import { lessonDetailsFields } from "../client/src/features/admin/lessons/lesson-details-fields.ts";
import type { FieldSpec } from "../client/src/features/admin/forms/form-spec.ts";
import { newsFields } from "../client/src/features/admin/news/news-fields.ts";
import { placementFields } from "../client/src/features/admin/placements/placement-fields.ts";

interface Rule {
  safeParse(value: unknown): { success: boolean };
}

const schema = toSchema();
const ruleOf = (field: GraphQLInputField | GraphQLArgument | undefined, where: string): Rule => {
  const rule = (field?.extensions as { pothosOptions?: { validate?: Rule } } | undefined)?.pothosOptions?.validate;
  if (!rule) throw new Error(`${where} has no validation rule on the server`);
  return rule;
};
const inputRule = (type: string, field: string) => {
  const input = schema.getType(type);
  if (!isInputObjectType(input)) throw new Error(`${type} is not an input type`);
  return ruleOf(input.getFields()[field], `${type}.${field}`);
};
const argumentRule = (mutation: string, argument: string) => {
  const fields = schema.getMutationType()?.getFields();
  return ruleOf(
    fields?.[mutation]?.args.find((arg) => arg.name === argument),
    `${mutation}(${argument})`,
  );
};

const accepts = (rule: Rule, value: unknown) => rule.safeParse(value).success;
const text = (length: number) => "x".repeat(length);

/** The server takes exactly what the console's spec allows at its limits, and refuses one more. */
function agrees(spec: FieldSpec, rule: Rule) {
  switch (spec.kind) {
    case "text":
    case "multiline":
      expect(accepts(rule, text(spec.max)), `${spec.name}: ${spec.max} characters`).toBe(true);
      expect(accepts(rule, text(spec.max + 1)), `${spec.name}: ${spec.max + 1} characters`).toBe(false);
      return;
    case "integer":
      expect(
        [spec.min - 1, spec.min, spec.max, spec.max + 1].map((value) => accepts(rule, value)),
        spec.name,
      ).toEqual([false, true, true, false]);
      return;
    case "chips":
      expect(
        accepts(
          rule,
          Array.from({ length: spec.maxItems }, () => text(spec.itemMax)),
        ),
        `${spec.name}: ${spec.maxItems} items`,
      ).toBe(true);
      expect(
        accepts(
          rule,
          Array.from({ length: spec.maxItems + 1 }, () => "x"),
        ),
        `${spec.name}: ${spec.maxItems + 1} items`,
      ).toBe(false);
      expect(accepts(rule, [text(spec.itemMax + 1)]), `${spec.name}: an item of ${spec.itemMax + 1}`).toBe(false);
      return;
  }
}

// Form fields the server has no input for: the placement form joins the salary range and its detail into `salary`.
const formOnly = new Set(["salaryDetail"]);
const limited = (specs: readonly FieldSpec[]) =>
  specs.filter((spec) => ["text", "multiline", "integer", "chips"].includes(spec.kind) && !formOnly.has(spec.name));

describe("the console's input limits are the server's", () => {
  it.each([
    ["ExamInput", examFields],
    ["InternshipInput", internshipFields],
    ["PlacementInput", placementFields],
    ["NewsItemInput", newsFields],
    ["AboutFeatureInput", featureFields],
    ["TeamMemberInput", teamFields],
    ["PartnerInput", partnerFields],
    ["LessonInput", lessonDetailsFields],
  ] as const)("%s", (type, specs) => {
    for (const spec of limited(specs)) agrees(spec, inputRule(type, spec.name));
  });

  // A coupon's fixed discount is typed in rupees and sent in paise (coupon-fields.ts); the percentage is checked by
  // the server against its kind.
  it("CouponInput", () => {
    for (const spec of limited(couponFields([], true)).filter((spec) => spec.name !== "value"))
      agrees(spec, inputRule("CouponInput", spec.name));
  });

  it("updateAbout's mission and vision", () => {
    for (const spec of limited(missionFields)) agrees(spec, argumentRule("updateAbout", spec.name));
  });

  it("CourseInput", () => {
    for (const [name, max] of Object.entries(maxLengths))
      agrees({ name, label: name, kind: "text", max: max! }, inputRule("CourseInput", name));
    for (const name of ["categories", "tags"] as const)
      agrees({ name, label: name, kind: "chips", ...courseLimits[name] }, inputRule("CourseInput", name));
    const { duration, price } = courseLimits;
    expect(
      [duration.min, duration.max, duration.max + 1].map((value) =>
        accepts(inputRule("CourseInput", "duration"), value),
      ),
    ).toEqual([true, true, false]);
    expect(
      [price.min - 1, price.max, price.max + 1].map((value) => accepts(inputRule("CourseInput", "price"), value)),
    ).toEqual([false, true, false]);
  });

  it("the shared limits cover every exam field the console edits", () => {
    expect(
      limited(examFields)
        .map((spec) => spec.name)
        .sort(),
    ).toEqual(
      Object.keys(examLimits)
        .filter((name) => name !== "mode")
        .sort(),
    );
  });
});
