// The practice bank's seed data: prisma/seed/practice/questions/*.ts each export SeedPracticeQuestion[],
// subjects.ts exports the subjects and topics; the practice seed loader reads them (docs/product-spec.md, daily practice).
export type SeedPracticeSubject = {
  slug: string;
  nameEn: string;
  nameHi: string;
  topics: { slug: string; nameEn: string; nameHi: string }[];
};

export type SeedPracticeQuestion = {
  subject: string;
  topic: string;
  subtopic?: string;
  difficulty: "EASY" | "MEDIUM" | "HARD";
  exams: string[];
  textEn?: string;
  textHi?: string;
  optionsEn?: string[];
  optionsHi?: string[];
  correctIndex: number;
  explanationEn?: string;
  explanationHi?: string;
  source?: string;
  year?: number;
  diagramSvg?: string; // a diagram as SVG text; the loader stores it as the question's picture
  imageAlt?: string;
};
