// Builds the rows of one lesson and its contents (spec section 3: class, note, ppt, question) from seed text.
import type { CourseSeed, LessonSeed, QuizSeed } from "./content/types.ts";
import { codeHtml, inlineHtml, listHtml } from "./html.ts";
import { captionKey, fileUrl, notesKey, slidesKey, videoKey } from "./files.ts";
import { stableId } from "./ids.ts";

type ContentType = "class" | "note" | "ppt" | "question";

export interface ContentRow {
  id: string;
  lessonId: string;
  type: ContentType;
  title: string;
  url: string | null;
  content: string | null;
  position: number;
  createdAt: Date;
}

// Contents are dated from a fixed moment, one minute apart in position order, so that "ordered by createdAt"
// is observable and stable across re-runs.
const CONTENT_EPOCH = Date.UTC(2026, 0, 5, 4, 30);

export function lessonKey(course: CourseSeed, lesson: LessonSeed): string {
  return `${course.slug}/${lesson.slug}`;
}

export function lessonRow(course: CourseSeed, lesson: LessonSeed, index: number) {
  return {
    id: stableId("lesson", lessonKey(course, lesson)),
    courseId: stableId("course", course.slug),
    position: index + 1,
    title: lesson.title,
    description: lessonDescription(lesson),
    duration: lesson.duration,
    videoUrl: lesson.videoFile ? fileUrl(videoKey(lesson.videoFile)) : null,
    url: lesson.youtubeId ? `https://www.youtube.com/watch?v=${lesson.youtubeId}` : null,
  };
}

export function captionRows(course: CourseSeed) {
  return course.lessons.flatMap((lesson, index) =>
    (lesson.captions ?? []).map((caption) => ({
      id: stableId("caption", `${lessonKey(course, lesson)}/${caption.language}`),
      lessonId: lessonRow(course, lesson, index).id,
      language: caption.language,
      label: caption.label,
      key: captionKey(course, lesson, caption.language),
    })),
  );
}

export function lessonDescription(lesson: LessonSeed): string {
  const parts = [
    `<p>${inlineHtml(lesson.summary)}</p>`,
    "<p><strong>In this lesson:</strong></p>",
    listHtml(lesson.points),
  ];
  if (lesson.code) parts.push(codeHtml(lesson.code));
  return parts.join("");
}

export function contentRows(course: CourseSeed, lesson: LessonSeed, courseIndex: number, index: number): ContentRow[] {
  const row = lessonRow(course, lesson, index);
  const epoch = CONTENT_EPOCH + (courseIndex * 10 + index) * 3_600_000;
  const items: Omit<ContentRow, "id" | "lessonId" | "position" | "createdAt">[] = [
    {
      type: "class",
      title: lesson.title,
      url: row.videoUrl ?? row.url,
      content: `<p>Class recording: ${inlineHtml(lesson.title)} (${lesson.duration} minutes).</p>`,
    },
    { type: "note", title: `Study notes: ${lesson.title} (PDF)`, url: fileUrl(notesKey(course, index)), content: null },
    { type: "note", title: `Quick revision: ${lesson.title}`, url: null, content: revisionNote(lesson) },
    {
      type: "ppt",
      title: `Slides: ${lesson.title}`,
      url: fileUrl(slidesKey(course, index)),
      content: `<p>Five slides that summarise <strong>${inlineHtml(lesson.title)}</strong>. Revise them before you try the quiz.</p>`,
    },
    ...lesson.quiz.map((quiz, number) => ({
      type: "question" as const,
      title: `Question ${number + 1}`,
      url: null,
      content: questionJson(quiz),
    })),
  ];
  return items.map((item, position) => ({
    ...item,
    id: stableId("content", `${lessonKey(course, lesson)}/${position}`),
    lessonId: row.id,
    position,
    createdAt: new Date(epoch + position * 60_000),
  }));
}

function revisionNote(lesson: LessonSeed): string {
  const parts = [
    `<h3>Summary</h3><p>${inlineHtml(lesson.summary)}</p>`,
    "<h3>Key points</h3>",
    listHtml(lesson.points),
  ];
  if (lesson.code) parts.push("<h3>Worked example</h3>", codeHtml(lesson.code));
  parts.push("<p>Read the points aloud once, then attempt the questions in the Quiz tab without looking back.</p>");
  return parts.join("");
}

/** Question content is JSON text (spec section 3, Question). */
export function questionJson(quiz: QuizSeed): string {
  return JSON.stringify({
    question: quiz.question,
    description: quiz.description ?? "",
    options: quiz.options,
    correctAnswer: quiz.answer,
    correctOptionDesc: quiz.explanation,
  });
}
