// The limits of inputs the staff console edits, defined once: the input types' zod rules read them, and the web
// client imports this module (package export "@app/schema/input-limits") for its checks before a round trip.
// Constants only: nothing here may import server code. test/input-limits.contract.test.ts checks that the
// server's rules and the console's field specs both agree with these numbers.

export const examLimits = {
  title: 200,
  description: 5_000,
  category: 80,
  mode: 40,
  location: 200,
  duration: { min: 1, max: 1_440 },
  maxParticipants: { min: 1, max: 1_000_000 },
} as const;

export const courseLimits = {
  title: 200,
  description: 5_000,
  thumbnail: 2_048,
  level: 40,
  teacherName: 120,
  teacherDescription: 2_000,
  learningObjectives: 5_000,
  prerequisites: 5_000,
  targetAudience: 5_000,
  duration: { min: 0, max: 100_000 },
  price: { min: 0, max: 10_000_000 },
  categories: { maxItems: 20, itemMax: 60 },
  tags: { maxItems: 30, itemMax: 40 },
} as const;

export const lessonLimits = {
  title: 200,
  description: 50_000,
  duration: { min: 0, max: 10_000 },
} as const;

export const newsLimits = { title: 300, category: 60, source: 120 } as const;

export const internshipLimits = { title: 200, company: 120, location: 120, duration: 60, stipend: 60 } as const;

export const placementLimits = {
  title: 200,
  company: 120,
  type: 40,
  experience: 40,
  category: 80,
  location: 120,
  salary: 60,
  description: 5_000,
  skills: { maxItems: 30, itemMax: 80 },
  benefits: { maxItems: 30, itemMax: 80 },
} as const;

export const aboutLimits = {
  mission: 2_000,
  vision: 2_000,
  feature: { title: 120, description: 1_000 },
  teamMember: { name: 120, position: 120, bio: 2_000 },
  partner: { name: 120, description: 1_000 },
} as const;

// Pictures (profile, team, staff images): the gateway's default UPLOAD_LIMIT_BYTES. Phone photos are 3-8 MB and are
// stored downscaled; the profile picture's hint states this number (spec section 9's 2 MB was a hint, never a limit).
export const pictureLimits = { maxBytes: 10 * 1024 * 1024 } as const;

// Lesson discussions (docs/discussions.md): sizes of a post, and how much one learner may post.
export const discussionLimits = {
  title: { min: 5, max: 200 },
  /** Sanitised HTML, as stored. */
  body: { min: 1, max: 20_000 },
  reportReason: 500,
  search: 100,
  pageSize: 50,
  /** A learner posts at most this many questions and answers per window (5 and 20 per 10 minutes). */
  postingWindowMinutes: 10,
  questionsPerWindow: 5,
  answersPerWindow: 20,
  /** A post with more links than this waits for a moderator. */
  linksBeforeModeration: 3,
  /** Authors may edit or delete their own post this long after posting. */
  editWindowMinutes: 15,
  /** The id a device gives a post it may send again (the offline outbox); as long as a practice answer's. */
  clientId: 100,
  suspensionDays: { min: 1, max: 365 },
} as const;
// Assignments (docs/assignments.md): the editor's fields, a learner's submission and the grader's feedback.
export const assignmentLimits = {
  instructions: 20_000,
  maxScore: { min: 1, max: 1_000 },
  /** Bytes per file; 50 MB is the staff PDF limit (gateway/src/files/staff-uploads.routes.ts). */
  maxFileBytes: { min: 1_024, max: 50 * 1024 * 1024 },
  submissionText: 20_000,
  filesPerSubmission: 5,
  feedback: 5_000,
} as const;

/** The kinds of file an assignment may accept, recognised by content (magic bytes), never by name. */
export const assignmentFileKinds = ["pdf", "image"] as const;
/** One question edited in the console (mock-test-questions.schema.ts) and its section's settings. */
export const mockTestQuestionLimits = {
  text: 5_000,
  option: 1_000,
  options: { min: 4, max: 5 },
  explanation: 5_000,
  imageUrl: 2_048,
  imageAlt: 300,
  tags: { maxItems: 20, itemMax: 40 },
  difficulty: ["", "easy", "medium", "hard"],
  sectionName: 120,
  timeLimitMinutes: { min: 1, max: 600 },
  drawCount: { min: 0, max: 200 },
  /** Practice topics one blueprint section draws from. */
  blueprintTopics: 50,
} as const;
/**
 * The `limit` a client may pass to a list (docs/architecture.md, Cost of a request): without one a list answers
 * whole, as the spec's screens read it. A list's `limit` is also its price in the cost model, so these bound what
 * one request can ask for; `courses` pages further with `offset`.
 */
export const listLimits = {
  courses: 100,
  lessons: 100,
  contents: 50,
  answers: 100,
  /** Public listings: news, internships, placements, exams, testimonials, mock tests. */
  listings: 100,
  /** A learner's purchases (Profile, Purchases). */
  purchases: 100,
  /** A mock test's attempts with their papers, for its authors. */
  staffAttempts: 200,
} as const;

/** A lesson's captions: one file per language, at most this many languages (priced at it in the cost model). */
export const captionLimits = { languagesPerLesson: 10 } as const;

/** Daily practice (docs/practice.md): sets, answers, the goal and the staff's bank. */
export const practiceLimits = {
  setSize: { min: 1, max: 50 },
  /** A timeMs outside this is refused (practice_time_out_of_range): an hour on one question is not practice. */
  timeMs: { min: 0, max: 60 * 60 * 1000 },
  clientId: 100,
  /** A device's answeredAt further than this from the server's clock is not kept. */
  answeredAtSkewDays: 30,
  dailyGoal: { min: 1, max: 500 },
  reportReason: 500,
  heatMapWeeks: { min: 1, max: 53 },
  text: 5_000,
  option: 1_000,
  options: { min: 2, max: 5 },
  explanation: 5_000,
  exams: { maxItems: 20, itemMax: 40 },
  pageSize: 100,
} as const;

/** Coupons and scholarships (docs/payments.md): a code's shape and the numbers a staff member may give it. */
export const couponLimits = {
  /** Letters, digits, '-' and '_'; matched whatever the case. */
  code: { min: 3, max: 40, pattern: /^[A-Za-z0-9_-]+$/ },
  percent: { min: 1, max: 100 },
  /** A fixed discount in rupees (the console's field); stored in paise. */
  amountRupees: { min: 1, max: 10_000_000 },
  uses: { min: 1, max: 1_000_000 },
  scholarshipReason: 500,
  search: 200,
  pageSize: 100,
} as const;

/**
 * SMS and WhatsApp notifications (docs/notifications.md, issue spec: quiet hours and caps): nothing goes out from
 * 22:00 to 07:00 India Standard Time (held until 07:00, not dropped), and at most `perLearnerPerDay` messages of
 * both channels together reach a learner in one Indian day. The practice reminder's time when a learner chose none.
 */
export const messageLimits = {
  quietHours: { startHour: 22, endHour: 7 },
  perLearnerPerDay: 3,
  defaultReminderTime: "19:00",
} as const;
