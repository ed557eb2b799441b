import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { fieldsValidator } from "../forms/form-spec.ts";
import { questionFields, questionInput, questionValues, sectionInput, sectionValues } from "./question-fields.ts";

const t = ((key: string) => key) as unknown as TFunction;
const stored = {
  __typename: "StaffMockTestQuestion" as const,
  id: "q1",
  position: 1,
  text: "2, 6, 12, 20, ?",
  options: ["28", "30", "32", "36", "40"],
  correctOption: 4,
  explanation: "",
  textHi: "2, 6, 12, 20, ?",
  optionsHi: ["२८", "३०", "३२", "३६", "४०"],
  explanationHi: null,
  difficulty: "hard",
  tags: ["series"],
  imageUrl: "/api/files/images/mock-tests/t1/figure.0123456789abcdef0123.720x405.jpg",
  image: null,
  imageAlt: "A bar chart",
  imageAltHi: null,
};
const upload = async () => "/api/files/uploaded.jpg";

describe("the one-question form", () => {
  it("round-trips a stored question, letters for the key and every Hindi option", () => {
    const input = questionInput(questionValues(stored));
    expect(input).toEqual({
      text: stored.text,
      options: stored.options,
      correctOption: 4,
      explanation: null,
      difficulty: "hard",
      tags: ["series"],
      imageUrl: stored.imageUrl,
      imageAlt: "A bar chart",
      imageAltHi: null,
      textHi: stored.textHi,
      optionsHi: stored.optionsHi,
      explanationHi: null,
    });
  });

  it("asks for four options and the question before a round trip, and sends no Hindi when none is typed", () => {
    const blank = questionValues(null);
    const errors = fieldsValidator(questionFields(upload))(blank, t);
    expect(Object.keys(errors).sort()).toEqual(["optionA", "optionB", "optionC", "optionD", "text"]);
    const filled = { ...blank, text: "Q", optionA: "a", optionB: "b", optionC: "c", optionD: "d", correctOption: "B" };
    expect(fieldsValidator(questionFields(upload))(filled, t)).toEqual({});
    expect(questionInput(filled)).toMatchObject({ options: ["a", "b", "c", "d"], correctOption: 1, optionsHi: [] });
    expect(questionInput(filled)).toMatchObject({ imageUrl: null, imageAlt: null, imageAltHi: null });
  });

  it("asks for the figure's description only while there is a figure", () => {
    const values = { ...questionValues(stored), imageAlt: " " };
    expect(fieldsValidator(questionFields(upload))(values, t)).toEqual({ imageAlt: expect.any(String) });
    expect(fieldsValidator(questionFields(upload))({ ...values, imageUrl: "" }, t)).toEqual({});
  });
});

describe("the section form", () => {
  it("leaves blank marks to the test and sends no draw without a tag", () => {
    const values = sectionValues({
      name: "Quant",
      marksCorrect: null,
      negativeMarks: 0.25,
      timeLimitMinutes: 15,
      drawTag: null,
      drawCount: 0,
    });
    expect(sectionInput(values)).toEqual({
      name: "Quant",
      marksCorrect: null,
      negativeMarks: 0.25,
      timeLimitMinutes: 15,
      drawTag: null,
      drawCount: 0,
    });
    expect(sectionInput({ ...values, drawTag: "algebra", drawCount: "5", timeLimitMinutes: "" })).toMatchObject({
      drawTag: "algebra",
      drawCount: 5,
      timeLimitMinutes: null,
    });
  });
});
