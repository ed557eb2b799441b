import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n.ts";
import { NAMESPACES } from "../../../i18n/catalogues.ts";
import { courseFormValues, validateCourse } from "../courses/course-form-values.ts";
import { fieldsValidator, type FieldSpec } from "./form-spec.ts";

const specs: FieldSpec[] = [{ name: "title", label: "Title", kind: "text", max: 5_000, required: true }];

// Every console validator is (values, t): its texts and numbers are in the language of the `t` it is given.
describe("the console's validators", () => {
  it("word their errors through the given t, numbers as the screens write them", async () => {
    const hindi = await createI18n("hi");
    await hindi.loadNamespaces(NAMESPACES);
    const validate = fieldsValidator(specs);
    expect(validate({ title: "x".repeat(5_001) }, i18next.t)).toEqual({ title: "At most 5,000 characters." });
    expect(validate({ title: "x".repeat(5_001) }, hindi.t)).toEqual({ title: "अधिकतम ५,००० अक्षर।" });
    expect(validate({ title: "Ready" }, i18next.t)).toEqual({});

    const course = { ...courseFormValues(null), title: "C", duration: "100001" };
    expect(validateCourse(course, i18next.t)).toEqual({ duration: "Enter at most 1,00,000." });
  });
});
