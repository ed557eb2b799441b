// A lesson's printable study notes (A4): summary, key points, worked example and practice questions on page 1,
// answers on page 2 so they are not in view while practising.
import type { CourseSeed, LessonSeed } from "../content/types.ts";
import { plainText } from "../html.ts";
import { createDocument, FlowWriter } from "./layout.ts";

export const NOTES_PAGES = 2;
const A4: [number, number] = [595.28, 841.89];

export async function notesPdf(course: CourseSeed, lesson: LessonSeed): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument(`Study notes: ${lesson.title}`);
  const out = new FlowWriter(doc, A4, 56);
  const heading = (text: string) =>
    out.write(text, { font: fonts.bold, size: 14, gapAfter: 6, color: [0.12, 0.23, 0.54] });
  const body = (text: string, indent = 0) => out.write(text, { font: fonts.regular, size: 11, gapAfter: 4, indent });

  out.write(course.title, { font: fonts.regular, size: 11, color: [0.4, 0.4, 0.45] });
  out.write(lesson.title, { font: fonts.bold, size: 20, gapAfter: 4 });
  body(`Instructor: ${course.teacherName}  |  ${lesson.duration} minutes`);
  out.write("", { font: fonts.regular, size: 8 });

  heading("Summary");
  body(plainText(lesson.summary));
  heading("Key points");
  for (const point of lesson.points) body(`\u2022 ${plainText(point)}`, 10);
  if (lesson.code) {
    heading("Worked example");
    out.write(lesson.code, { font: fonts.mono, size: 10, indent: 10, gapAfter: 8, preformatted: true });
  }
  heading("Practice questions");
  lesson.quiz.forEach((quiz, index) => {
    body(`${index + 1}. ${quiz.question}`);
    body(quiz.options.map((option, letter) => `(${"ABCD"[letter]}) ${option}`).join("     "), 16);
  });
  out.newPage();
  heading("Answers");
  lesson.quiz.forEach((quiz, index) => body(`${index + 1}. (${"ABCD"[quiz.answer]}) ${quiz.explanation}`));
  return doc.save();
}
