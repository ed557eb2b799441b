// A lesson's slide deck: a title slide and four content slides, landscape 16:9.
import { rgb, type PDFDocument, type PDFPage } from "pdf-lib";
import type { CourseSeed, LessonSeed } from "../content/types.ts";
import { plainText } from "../html.ts";
import { createDocument, wrapText, type Fonts } from "./layout.ts";

const WIDTH = 960;
const HEIGHT = 540;
const MARGIN = 60;
const ACCENT = rgb(0.12, 0.23, 0.54);

export const SLIDES_PER_DECK = 5;

export async function slideDeckPdf(course: CourseSeed, lesson: LessonSeed): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument(`${course.title}: ${lesson.title}`);
  titleSlide(doc, fonts, course, lesson);
  bulletSlide(doc, fonts, "What you will learn", [plainText(lesson.summary)]);
  bulletSlide(doc, fonts, "Key ideas", lesson.points);
  if (lesson.code) codeSlide(doc, fonts, "Worked example", lesson.code);
  else
    bulletSlide(
      doc,
      fonts,
      "Remember",
      lesson.quiz.map((quiz) => quiz.explanation),
    );
  bulletSlide(
    doc,
    fonts,
    "Check your understanding",
    lesson.quiz.map((quiz) => quiz.question),
  );
  return doc.save();
}

function titleSlide(doc: PDFDocument, fonts: Fonts, course: CourseSeed, lesson: LessonSeed): void {
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: ACCENT });
  page.drawText(course.title.toUpperCase(), {
    x: MARGIN,
    y: 360,
    size: 20,
    font: fonts.bold,
    color: rgb(0.8, 0.85, 1),
  });
  let y = 300;
  for (const line of wrapText(lesson.title, fonts.bold, 44, WIDTH - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 44, font: fonts.bold, color: rgb(1, 1, 1) });
    y -= 54;
  }
  page.drawText(`${course.teacherName}  |  VidyaPath`, {
    x: MARGIN,
    y: 70,
    size: 18,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  });
}

function slideWithHeading(doc: PDFDocument, fonts: Fonts, heading: string): PDFPage {
  const page = doc.addPage([WIDTH, HEIGHT]);
  page.drawRectangle({ x: 0, y: HEIGHT - 90, width: WIDTH, height: 90, color: ACCENT });
  page.drawText(heading, { x: MARGIN, y: HEIGHT - 60, size: 30, font: fonts.bold, color: rgb(1, 1, 1) });
  return page;
}

function bulletSlide(doc: PDFDocument, fonts: Fonts, heading: string, items: string[]): void {
  const page = slideWithHeading(doc, fonts, heading);
  const size = items.length > 4 ? 20 : 22;
  let y = HEIGHT - 140;
  for (const item of items) {
    const lines = wrapText(plainText(item), fonts.regular, size, WIDTH - 2 * MARGIN - 30);
    page.drawText("\u2022", { x: MARGIN, y, size, font: fonts.bold, color: ACCENT });
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + 30, y, size, font: fonts.regular });
      y -= size * 1.3;
    }
    y -= size * 0.6;
  }
}

function codeSlide(doc: PDFDocument, fonts: Fonts, heading: string, code: string): void {
  const page = slideWithHeading(doc, fonts, heading);
  const lines = code.split("\n");
  const size = lines.length > 10 ? 15 : 18;
  page.drawRectangle({
    x: MARGIN - 15,
    y: 60,
    width: WIDTH - 2 * MARGIN + 30,
    height: HEIGHT - 180,
    color: rgb(0.95, 0.96, 0.98),
  });
  let y = HEIGHT - 140;
  for (const line of lines) {
    page.drawText(line, { x: MARGIN, y, size, font: fonts.mono });
    y -= size * 1.35;
  }
}
