// Mock and practice exams (spec section 3). Dates are days after seeding; one is full and one has two seats left.
export interface ExamSeed {
  key: string;
  title: string;
  description: string;
  category: string;
  mode: "online" | "offline";
  /** Minutes. */
  duration: number;
  dateInDays: number;
  location: string;
  currentParticipants: number;
  maxParticipants: number;
}

export const exams: ExamSeed[] = [
  {
    key: "aptitude-national-mock",
    title: "National Quantitative Aptitude Mock Test",
    description:
      "60 questions in 60 minutes in the pattern of major campus recruitment tests, with an all-India rank and section-wise analysis.",
    category: "Campus Placement",
    mode: "online",
    duration: 60,
    dateInDays: 9,
    location: "Online",
    currentParticipants: 842,
    maxParticipants: 2000,
  },
  {
    key: "gate-cse-full-length",
    title: "GATE CSE Full-Length Practice Test 1",
    description:
      "A three-hour test covering the complete GATE Computer Science syllabus, including numerical answer type questions.",
    category: "Engineering Entrance",
    mode: "online",
    duration: 180,
    dateInDays: 16,
    location: "Online",
    currentParticipants: 500,
    maxParticipants: 500,
  },
  {
    key: "jee-main-mock",
    title: "JEE Main Mock Test (Physics, Chemistry, Mathematics)",
    description: "A computer-based test at a partner centre that mirrors the real exam interface and timing.",
    category: "Engineering Entrance",
    mode: "offline",
    duration: 180,
    dateInDays: 23,
    location: "Noida",
    currentParticipants: 118,
    maxParticipants: 120,
  },
  {
    key: "bank-po-prelims",
    title: "Bank PO Preliminary Mock",
    description:
      "English, quantitative aptitude and reasoning sections with sectional time limits, as in public sector bank recruitment.",
    category: "Banking",
    mode: "online",
    duration: 60,
    dateInDays: 12,
    location: "Online",
    currentParticipants: 1260,
    maxParticipants: 3000,
  },
  {
    key: "ssc-cgl-tier1",
    title: "SSC CGL Tier I Practice Test",
    description:
      "General intelligence, general awareness, quantitative aptitude and English comprehension: 100 questions in 60 minutes.",
    category: "Government Jobs",
    mode: "offline",
    duration: 60,
    dateInDays: 30,
    location: "Delhi",
    currentParticipants: 64,
    maxParticipants: 150,
  },
  {
    key: "c-programming-certification",
    title: "C Programming Skill Assessment",
    description:
      "Output prediction, debugging and short coding problems. A score of 70% or more earns a skill certificate.",
    category: "Programming",
    mode: "online",
    duration: 90,
    dateInDays: 7,
    location: "Online",
    currentParticipants: 230,
    maxParticipants: 400,
  },
  {
    key: "communication-assessment",
    title: "Spoken English Assessment",
    description:
      "A one-to-one speaking test with a trainer: self-introduction, picture description and a short mock HR interview.",
    category: "Campus Placement",
    mode: "offline",
    duration: 30,
    dateInDays: 19,
    location: "Bengaluru",
    currentParticipants: 38,
    maxParticipants: 60,
  },
];
