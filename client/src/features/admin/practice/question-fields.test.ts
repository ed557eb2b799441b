import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import { fieldsValidator } from "../forms/form-spec.ts";
import { bankCsvPath } from "./bank-csv-file.ts";
import { choiceFields, questionFields, questionInput, questionValues } from "./question-fields.ts";

const t = ((key: string) => key) as unknown as TFunction;
const upload = async () => "/api/files/images/practice/bank/figure.jpg";
const stored = {
  __typename: "StaffPracticeQuestion" as const,
  id: "q1",
  topic: { __typename: "PracticeTopic" as const, id: "t1", nameEn: "Percentages", nameHi: "प्रतिशत" },
  subtopic: null,
  difficulty: "HARD" as const,
  exams: ["SSC CGL", "IBPS PO"],
  textEn: "What is $\\frac{1}{4}$ of 80?",
  textHi: "80 का $\\frac{1}{4}$ क्या है?",
  optionsEn: ["10", "20", "30", "40", "50"],
  optionsHi: ["१०", "२०", "३०", "४०", "५०"],
  correctIndex: 4,
  explanationEn: "80 / 4 = 20",
  explanationHi: null,
  imageUrl: null,
  imageAlt: null,
  source: "SSC CGL 2019",
  year: 2019,
  courseId: null,
  status: "ACTIVE" as const,
  updatedAt: "2026-11-29T00:00:00.000Z",
};

describe("the bank question form", () => {
  it("round-trips a stored question: a letter for the key, five options in each language, the year", () => {
    expect(questionInput(questionValues(stored))).toEqual({
      topicId: "t1",
      courseId: null,
      subtopic: null,
      difficulty: "HARD",
      exams: ["SSC CGL", "IBPS PO"],
      textEn: stored.textEn,
      textHi: stored.textHi,
      optionsEn: stored.optionsEn,
      optionsHi: stored.optionsHi,
      correctIndex: 4,
      explanationEn: "80 / 4 = 20",
      explanationHi: null,
      imageUrl: null,
      imageAlt: null,
      source: "SSC CGL 2019",
      year: 2019,
    });
  });

  it("sends a language left blank as no options, and a new question takes the defaults it is opened with", () => {
    const values = questionValues(null, { topicId: "t2", courseId: "c1" });
    Object.assign(values, { textEn: "2 + 2?", optionAEn: "3", optionBEn: " 4 ", correctOption: "B" });
    expect(questionInput(values)).toMatchObject({
      topicId: "t2",
      courseId: "c1",
      difficulty: "MEDIUM",
      optionsEn: ["3", "4"],
      optionsHi: [],
      correctIndex: 1,
      year: null,
    });
  });

  it("asks for a picture's description and a year in range before a round trip", () => {
    const validate = fieldsValidator(questionFields(upload));
    const errors = validate({ ...questionValues(stored), imageUrl: "/api/files/x.jpg", year: "1900" }, t);
    expect(Object.keys(errors).sort()).toEqual(["imageAlt", "year"]);
  });

  it("lets admins leave the course empty; instructors must choose one of theirs", () => {
    const topics = [{ id: "t1", label: "Quant · Percentages" }];
    const courses = [{ id: "c1", label: "Aptitude" }];
    const admin = choiceFields({ topic: "Topic", course: "Course", adminsOnly: "Admins only" }, topics, courses);
    const instructor = choiceFields({ topic: "Topic", course: "Course", adminsOnly: null }, topics, courses);
    const blank = { topicId: "t1", courseId: "" };
    expect(fieldsValidator(admin)(blank, t)).toEqual({});
    expect(Object.keys(fieldsValidator(instructor)(blank, t))).toEqual(["courseId"]);
    expect(fieldsValidator(instructor)({ ...blank, courseId: "c2" }, t)).toHaveProperty("courseId");
  });

  it("narrows the CSV export by the filters on screen", () => {
    expect(bankCsvPath({ subjectId: "s1", topicId: null, status: "ARCHIVED" })).toMatch(
      /^\/api\/admin\/practice\/questions\.csv\?subject_id=s1&status=ARCHIVED$/,
    );
    expect(bankCsvPath({ subjectId: null, topicId: null, status: null })).toMatch(/questions\.csv$/);
  });
});
