import { describe, expect, it } from "vitest";
import { describeRowError, parseQuestionCsv } from "./mock-test-csv.ts";

const header =
  "question,option_a,option_b,option_c,option_d,option_e,correct_option,explanation,section,tags,difficulty,question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,explanation_hi";

describe("parseQuestionCsv", () => {
  it("reads questions with quoted commas, an optional fifth option, tags and Hindi", () => {
    const csv = [
      header,
      `"2, 4, 8, ?",16,12,10,14,,A,Doubles,Reasoning,series;numbers,Easy,"2, 4, 8, ?",16,12,10,14,हर बार दुगना`,
      `Capital of India?,Mumbai,Delhi,Kolkata,Chennai,Pune,B,,General Awareness,,,,,,,,`,
    ].join("\n");
    const { questions, errors } = parseQuestionCsv(csv);
    expect(errors).toEqual([]);
    expect(questions).toEqual([
      {
        row: 2,
        section: "Reasoning",
        text: "2, 4, 8, ?",
        options: ["16", "12", "10", "14"],
        correctOption: 0,
        explanation: "Doubles",
        textHi: "2, 4, 8, ?",
        optionsHi: ["16", "12", "10", "14"],
        explanationHi: "हर बार दुगना",
        difficulty: "easy",
        tags: ["series", "numbers"],
      },
      {
        row: 3,
        section: "General Awareness",
        text: "Capital of India?",
        options: ["Mumbai", "Delhi", "Kolkata", "Chennai", "Pune"],
        correctOption: 1,
        explanation: "",
        textHi: null,
        optionsHi: [],
        explanationHi: null,
        difficulty: "",
        tags: [],
      },
    ]);
  });

  it("names each bad row as a spreadsheet does and keeps going, so every error shows at once", () => {
    const good = "Q,a,b,c,d,,A,,S,,,,,,,,";
    const rows = [
      header,
      ...Array.from({ length: 12 }, () => good),
      "Q14,a,b,c,d,,E,,S,,,,,,,,",
      ",a,b,c,,,A,,,,,,,,,,",
      "Q,a,b,c,d,,B,,S,,extreme,हिंदी,,,,,",
    ];
    const { errors } = parseQuestionCsv(rows.join("\n"));
    expect(errors.map(describeRowError)).toEqual([
      "Row 14: correct option E does not exist",
      "Row 15: question is empty",
      "Row 15: section is empty",
      "Row 15: options A to D are required",
      "Row 16: Hindi needs the question and every option",
      "Row 16: difficulty extreme is not easy, medium or hard",
    ]);
  });

  it("refuses a file without the required columns, without rows, or that is not CSV", () => {
    expect(parseQuestionCsv("question,option_a\nQ,a").errors.map(describeRowError)).toEqual([
      "Row 1: missing columns: option_b, option_c, option_d, correct_option, section",
    ]);
    expect(parseQuestionCsv(header).errors.map(describeRowError)).toEqual(["Row 1: the file has no question rows"]);
    expect(parseQuestionCsv(`${header}\n"unclosed,a,b`).errors[0].message).toMatch(/not valid CSV/);
  });
});
