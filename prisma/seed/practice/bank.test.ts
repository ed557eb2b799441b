// The seeded practice bank: every question well formed and its marked answer right (generated ones recomputed).
import { describe, expect, it } from "vitest";
import { practiceQuestions } from "./bank.ts";
import { quantFamilies } from "./questions/quant.ts";
import { reasoningFamilies } from "./questions/reasoning.ts";
import { EXAMS, practiceSubjects } from "./subjects.ts";
import { blueprintMockTests } from "../content/mock-tests.ts";

const topics = new Map<string, unknown>(
  practiceSubjects.flatMap((s) => s.topics.map((t) => [`${s.slug}/${t.slug}`, t] as const)),
);
const texts = (q: (typeof practiceQuestions)[number]) =>
  [q.textEn, q.textHi, q.explanationEn, q.explanationHi, ...(q.optionsEn ?? []), ...(q.optionsHi ?? [])].filter(
    (text): text is string => text !== undefined,
  );

describe("the seeded practice bank", () => {
  it("holds over 300 distinct questions across the four subjects, at least half in English and Hindi", () => {
    expect(practiceQuestions.length).toBeGreaterThanOrEqual(300);
    expect(new Set(practiceQuestions.map((q) => q.textEn ?? q.textHi)).size).toBe(practiceQuestions.length);
    const bilingual = practiceQuestions.filter((q) => q.textEn && q.textHi && q.explanationEn && q.explanationHi);
    expect(bilingual.length * 2).toBeGreaterThanOrEqual(practiceQuestions.length);
    for (const subject of practiceSubjects)
      for (const topic of subject.topics)
        expect(
          practiceQuestions.filter((q) => q.subject === subject.slug && q.topic === topic.slug).length,
          `${subject.slug}/${topic.slug}`,
        ).toBeGreaterThanOrEqual(6);
  });

  it("gives every question a known topic and exams, 4 or 5 distinct options, one correct index and an explanation", () => {
    for (const q of practiceQuestions) {
      const where = q.textEn ?? q.textHi;
      expect(topics.has(`${q.subject}/${q.topic}`), where).toBe(true);
      expect(q.exams.length, where).toBeGreaterThan(0);
      for (const exam of q.exams) expect(EXAMS, where).toContain(exam);
      for (const options of [q.optionsEn, q.optionsHi]) {
        if (!options) continue;
        expect([4, 5], where).toContain(options.length);
        expect(new Set(options).size, where).toBe(options.length);
        expect(
          options.every((option) => option.trim().length > 0),
          where,
        ).toBe(true);
      }
      const count = (q.optionsEn ?? q.optionsHi)!.length;
      if (q.optionsEn && q.optionsHi) expect(q.optionsHi.length, where).toBe(q.optionsEn.length);
      expect(Number.isInteger(q.correctIndex) && q.correctIndex >= 0 && q.correctIndex < count, where).toBe(true);
      expect(q.explanationEn ?? q.explanationHi, where).toBeTruthy();
      if (q.textHi) expect(q.textHi, where).toMatch(/[\u0900-\u097F]/);
      // TeX sits between pairs of dollar signs.
      for (const text of texts(q)) expect((text.match(/\$/g) ?? []).length % 2, text).toBe(0);
    }
  });

  it("spreads the correct answers over the option places", () => {
    const places = [0, 1, 2, 3].map((place) => practiceQuestions.filter((q) => q.correctIndex === place).length);
    for (const count of places) expect(count).toBeGreaterThan(practiceQuestions.length / 8);
  });

  it("has math in TeX and at least 8 diagrams, each a plain SVG with a text alternative", () => {
    expect(practiceQuestions.filter((q) => texts(q).some((text) => /\$[^$]+\$/.test(text))).length).toBeGreaterThan(50);
    const diagrams = practiceQuestions.filter((q) => q.diagramSvg);
    expect(diagrams.length).toBeGreaterThanOrEqual(8);
    for (const q of diagrams) {
      expect(q.diagramSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d ]+"[^>]*>.*<\/svg>$/s);
      expect(q.diagramSvg).not.toMatch(/<script|on\w+=|href=/i);
      expect(q.imageAlt?.length).toBeGreaterThan(20);
    }
  });

  it("marks as correct the answer each generated question's parameters give when worked out another way", () => {
    for (const [name, family] of Object.entries({ ...quantFamilies, ...reasoningFamilies }))
      family.params.forEach((p, slot) => {
        const question = family.make(p, slot);
        expect(question.optionsEn![question.correctIndex], `${name} ${JSON.stringify(p)}`).toBe(family.check(p));
      });
  });

  it("holds enough questions of each difficulty for every section of the seeded blueprint mock test", () => {
    for (const test of blueprintMockTests) {
      const used = new Set<string>();
      for (const section of test.sections) {
        // Sections name disjoint topics, so each section's counts can be checked alone.
        for (const topic of section.topics) expect(used.has(topic), topic).toBe(false);
        section.topics.forEach((topic) => used.add(topic));
        for (const topic of section.topics) expect(topics.has(topic), topic).toBe(true);
        const pool = practiceQuestions.filter((q) => section.topics.includes(`${q.subject}/${q.topic}`));
        const needs = { EASY: section.easy, MEDIUM: section.medium, HARD: section.hard };
        for (const [difficulty, needed] of Object.entries(needs))
          // Twice the need, so a learner's next attempt can avoid the last paper.
          expect(
            pool.filter((q) => q.difficulty === difficulty).length,
            `${section.name} ${difficulty}`,
          ).toBeGreaterThanOrEqual(2 * needed);
      }
    }
  });
});
