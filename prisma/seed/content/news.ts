// News ticker items (spec section 2, home). `key` gives each item a stable id; dayOffset is relative to seeding.
export interface NewsSeed {
  key: string;
  category: string;
  title: string;
  source: string;
  url?: string;
  published: boolean;
  dayOffset: number;
}

export const news: NewsSeed[] = [
  {
    key: "python-batch",
    category: "Courses",
    title: "New Python for Beginners batch starts this Monday, free for all learners",
    source: "VidyaPath Academics",
    published: true,
    dayOffset: -1,
  },
  {
    key: "placement-drive",
    category: "Placements",
    title: "Campus hiring season: 40+ companies have posted fresher roles on the Placement page",
    source: "VidyaPath Careers Cell",
    published: true,
    dayOffset: -2,
  },
  {
    key: "aptitude-mock",
    category: "Exams",
    title: "Registrations open for the national quantitative aptitude mock test",
    source: "VidyaPath Exams Desk",
    published: true,
    dayOffset: -3,
  },
  {
    key: "internship-fair",
    category: "Internships",
    title: "Remote and hybrid internships from Bengaluru and Pune start-ups added this week",
    source: "VidyaPath Careers Cell",
    published: true,
    dayOffset: -4,
  },
  {
    key: "web-dev-projects",
    category: "Courses",
    title: "Web Development course adds a capstone: publish your own portfolio site",
    source: "VidyaPath Academics",
    published: true,
    dayOffset: -6,
  },
  {
    key: "gate-practice",
    category: "Exams",
    title: "GATE CSE practice series: five full-length tests with detailed solutions",
    source: "VidyaPath Exams Desk",
    published: true,
    dayOffset: -8,
  },
  {
    key: "low-bandwidth",
    category: "Platform",
    title: "Lesson descriptions now read well on low-bandwidth mobile connections",
    source: "VidyaPath Product Team",
    published: true,
    dayOffset: -10,
  },
  {
    key: "interview-week",
    category: "Events",
    title: "Mock interview week: practise HR rounds with trainers every evening at 7 pm",
    source: "VidyaPath Events",
    published: true,
    dayOffset: -12,
  },
  {
    key: "scholarship",
    category: "Scholarships",
    title: "Merit scholarships cover full fees for 200 learners from Tier 2 and Tier 3 towns",
    source: "VidyaPath Foundation",
    published: true,
    dayOffset: -15,
  },
  {
    key: "draft-results",
    category: "Exams",
    title: "Results of the October aptitude mock test (draft, not yet verified)",
    source: "VidyaPath Exams Desk",
    published: false,
    dayOffset: 0,
  },
];
