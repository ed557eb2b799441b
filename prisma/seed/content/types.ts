// Shapes of the seed content. Text is plain; `code` spans in backticks become <code> in HTML.

export interface QuizSeed {
  question: string;
  /** Short context shown under the question; optional. */
  description?: string;
  options: [string, string, string, string];
  /** Index into options. */
  answer: number;
  explanation: string;
}

/**
 * Not a fixture: a 720p lecture generated at seed time (SeedOptions.lecture, docs/video.md), so that one seeded
 * lesson has a long video worth adaptive streaming. Tools seeding without a generator store the fixture instead.
 */
export const LECTURE_VIDEO = "lecture-720p.mp4";

export interface CaptionSeed {
  /** BCP-47 tag. */
  language: string;
  label: string;
  /** [start seconds, end seconds, text]. */
  cues: [number, number, string][];
}

export interface LessonSeed {
  slug: string;
  title: string;
  /** Minutes. */
  duration: number;
  summary: string;
  /** Key ideas: bullets in the description, slides and notes. */
  points: string[];
  /** Optional worked example shown in the description, notes and the "Worked example" slide. */
  code?: string;
  /** An uploaded video from prisma/seed/fixtures (or LECTURE_VIDEO), served under /api/files/lesson-content/. */
  videoFile?: string;
  /** Caption files of the uploaded video, one per language. */
  captions?: CaptionSeed[];
  /** 11-character YouTube id; a lesson with neither video shows the empty video state. */
  youtubeId?: string;
  quiz: QuizSeed[];
}

export interface CourseSeed {
  slug: string;
  title: string;
  description: string;
  level: "Beginner" | "Intermediate" | "Advanced";
  /** Rupees; 0 means free. */
  price: number;
  teacherName: string;
  teacherDescription: string;
  learningObjectives: string;
  prerequisites: string;
  targetAudience: string;
  categories: string[];
  tags: string[];
  lessons: LessonSeed[];
}
