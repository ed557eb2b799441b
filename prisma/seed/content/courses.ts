// The seeded catalogue, in catalogue order (C Programming first: the three featured courses lead).
import type { CourseSeed } from "./types.ts";
import { cProgramming } from "./courses/c-programming.ts";
import { webDevelopment } from "./courses/web-development.ts";
import { dataScience } from "./courses/data-science.ts";
import { pythonForBeginners } from "./courses/python-for-beginners.ts";
import { spokenEnglish } from "./courses/spoken-english.ts";
import { quantitativeAptitude } from "./courses/quantitative-aptitude.ts";

export const courses: CourseSeed[] = [
  cProgramming,
  webDevelopment,
  dataScience,
  pythonForBeginners,
  spokenEnglish,
  quantitativeAptitude,
];
