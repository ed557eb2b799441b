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
  /** An uploaded video from prisma/seed/fixtures, served under /api/files/lesson-content/. */
  videoFile?: string;
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
