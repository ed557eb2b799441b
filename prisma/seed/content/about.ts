// About page content (spec section 2, About; section 3, About content).
export const mission =
  "To make high-quality, affordable education available to every student in India, whether they live in a metro or a small town, and to connect what they learn with real jobs.";

export const vision =
  "An India where every learner can build job-ready skills in their own time and language, and where talent, not location or family income, decides careers.";

export const features = [
  {
    key: "expert-instructors",
    title: "Expert Instructors",
    description: "Courses taught by engineers, analysts and trainers who use these skills at work every day.",
  },
  {
    key: "learn-on-mobile",
    title: "Learn on Any Device",
    description: "Lessons, notes and slide decks work on a basic smartphone and on low-bandwidth connections.",
  },
  {
    key: "practice-quizzes",
    title: "Practice After Every Lesson",
    description: "Multiple-choice questions with explanations help you check your understanding straight away.",
  },
  {
    key: "career-support",
    title: "Career Support",
    description:
      "Internships, exam registrations and placement openings in one place, next to the courses that prepare you for them.",
  },
];

export const team = [
  {
    key: "nandini-joshi",
    name: "Nandini Joshi",
    position: "Co-founder and Chief Executive",
    bio: "Nandini taught mathematics in government schools in Maharashtra before starting VidyaPath to bring structured, affordable courses to students outside the big cities.",
  },
  {
    key: "aditya-bansal",
    name: "Aditya Bansal",
    position: "Co-founder and Head of Technology",
    bio: "Aditya has built learning platforms used across India and cares about pages that load fast on a Rs. 8,000 phone over a 3G connection.",
  },
  {
    key: "lakshmi-narayanan",
    name: "Lakshmi Narayanan",
    position: "Head of Academics",
    bio: "Lakshmi designs the curriculum with industry mentors and reviews every course so that each lesson ends with something the learner can do.",
  },
  {
    key: "imran-sheikh",
    name: "Imran Sheikh",
    position: "Placements and Partnerships Lead",
    bio: "Imran works with employers and colleges to bring internships and campus openings to learners, especially from Tier 2 and Tier 3 towns.",
  },
];

export const partners = [
  {
    key: "campus-connect",
    name: "Campus Connect Network",
    description:
      "A group of 120 engineering and arts colleges across six states that share placement calendars and mock-test centres with our learners.",
  },
  {
    key: "skill-bridge",
    name: "SkillBridge Foundation",
    description: "A non-profit that funds merit scholarships and laptops for first-generation college students.",
  },
  {
    key: "startup-circle",
    name: "Bengaluru Startup Circle",
    description: "A community of early-stage companies that offers internships and live projects to our learners.",
  },
];
