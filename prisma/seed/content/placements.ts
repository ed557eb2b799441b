// Job openings (spec section 3). Together they cover the spec's 6 categories, 5 experience levels and 5 salary
// ranges; each salary text contains its range string because the salary filter matches by "contains" (section 5).
export const placementCategories = [
  "Engineering",
  "Banking",
  "IT Services",
  "E-commerce",
  "Startups",
  "Data Science",
] as const;
export const experienceLevels = ["Fresher", "0-1 year", "1-3 years", "3-5 years", "5+ years"] as const;
export const salaryRanges = ["below 3 LPA", "3-6 LPA", "6-10 LPA", "10-15 LPA", "above 15 LPA"] as const;

export interface PlacementSeed {
  key: string;
  title: string;
  company: string;
  category: (typeof placementCategories)[number];
  experience: (typeof experienceLevels)[number];
  salary: string;
  location: string;
  type?: string;
  postedDaysAgo: number;
  applicationsCount: number;
  skills: string[];
  benefits: string[];
  description: string;
  applicationLink?: string;
}

export const placements: PlacementSeed[] = [
  {
    key: "tcs-ase-trainee",
    title: "Assistant System Engineer Trainee",
    company: "Tata Consultancy Services",
    category: "IT Services",
    experience: "Fresher",
    salary: "Rs. 3-6 LPA",
    location: "Chennai",
    postedDaysAgo: 2,
    applicationsCount: 1840,
    skills: ["C", "Java or Python", "SQL", "Communication"],
    benefits: ["Paid training programme", "Health insurance", "Relocation support"],
    description:
      "Join a client delivery team after a structured training programme. You will write, test and maintain business applications for banking and retail clients.",
    applicationLink: "https://www.tcs.com/careers",
  },
  {
    key: "tcs-data-engineer",
    title: "Data Engineer",
    company: "Tata Consultancy Services",
    category: "Data Science",
    experience: "3-5 years",
    salary: "Rs. 10-15 LPA",
    location: "Hyderabad",
    postedDaysAgo: 6,
    applicationsCount: 312,
    skills: ["Python", "Apache Spark", "SQL", "Airflow"],
    benefits: ["Hybrid work", "Certification sponsorship", "Health insurance"],
    description:
      "Build and operate data pipelines that feed reporting and machine learning for a large insurance client.",
  },
  {
    key: "infosys-dse",
    title: "Digital Specialist Engineer",
    company: "Infosys",
    category: "IT Services",
    experience: "0-1 year",
    salary: "Rs. 6-10 LPA",
    location: "Pune",
    postedDaysAgo: 3,
    applicationsCount: 960,
    skills: ["Data structures", "Java", "Spring Boot", "Git"],
    benefits: ["Training at the Mysuru campus", "Health insurance", "Learning platform access"],
    description:
      "Develop cloud-native services for global clients. Strong problem solving and one programming language are required.",
    applicationLink: "https://www.infosys.com/careers/",
  },
  {
    key: "infosys-architect",
    title: "Technical Architect",
    company: "Infosys",
    category: "IT Services",
    experience: "5+ years",
    salary: "Rs. 24-32 LPA (above 15 LPA)",
    location: "Bengaluru",
    postedDaysAgo: 9,
    applicationsCount: 87,
    skills: ["System design", "AWS or Azure", "Microservices", "Stakeholder management"],
    benefits: ["Performance bonus", "Family health insurance", "Flexible hours"],
    description:
      "Own the architecture of a modernisation programme that moves a retailer's legacy systems to the cloud.",
  },
  {
    key: "hdfc-rm-retail",
    title: "Relationship Manager, Retail Banking",
    company: "HDFC Bank",
    category: "Banking",
    experience: "1-3 years",
    salary: "Rs. 3-6 LPA",
    location: "Mumbai",
    postedDaysAgo: 4,
    applicationsCount: 540,
    skills: ["Customer relationships", "Financial products", "Sales", "MS Excel"],
    benefits: ["Incentives", "Health insurance", "Provident fund"],
    description:
      "Manage a portfolio of retail customers, advise them on savings and loan products and grow branch business.",
  },
  {
    key: "hdfc-cso",
    title: "Customer Service Officer",
    company: "HDFC Bank",
    category: "Banking",
    experience: "Fresher",
    salary: "Rs. 2.6 LPA (below 3 LPA)",
    location: "Jaipur",
    postedDaysAgo: 1,
    applicationsCount: 1210,
    skills: ["Communication in Hindi and English", "Basic computer skills", "Customer service"],
    benefits: ["Provident fund", "Health insurance", "Career path to officer grade"],
    description: "Serve walk-in customers at the branch: account opening, deposits, and resolving service requests.",
  },
  {
    key: "flipkart-sde1",
    title: "Software Development Engineer 1",
    company: "Flipkart",
    category: "E-commerce",
    experience: "0-1 year",
    salary: "Rs. 18-24 LPA (above 15 LPA)",
    location: "Bengaluru",
    postedDaysAgo: 5,
    applicationsCount: 2380,
    skills: ["Data structures and algorithms", "Java or Go", "System design basics"],
    benefits: ["Stock units", "Health insurance", "Learning budget"],
    description: "Build services behind search, checkout and delivery that handle the peak traffic of sale events.",
    applicationLink: "https://www.flipkartcareers.com/",
  },
  {
    key: "flipkart-supply-chain",
    title: "Supply Chain Analyst",
    company: "Flipkart",
    category: "E-commerce",
    experience: "1-3 years",
    salary: "Rs. 6-10 LPA",
    location: "Bengaluru",
    postedDaysAgo: 8,
    applicationsCount: 430,
    skills: ["SQL", "MS Excel", "Forecasting", "Communication"],
    benefits: ["Hybrid work", "Health insurance", "Employee discounts"],
    description:
      "Analyse inventory and delivery data to reduce stock-outs and delivery times across regional warehouses.",
  },
  {
    key: "lt-get-civil",
    title: "Graduate Engineer Trainee, Civil",
    company: "Larsen & Toubro",
    category: "Engineering",
    experience: "Fresher",
    salary: "Rs. 3-6 LPA",
    location: "Chennai",
    postedDaysAgo: 3,
    applicationsCount: 1530,
    skills: ["AutoCAD", "Structural basics", "Site safety", "Teamwork"],
    benefits: ["Site allowance", "Accommodation at project sites", "Health insurance"],
    description:
      "Rotate through design, planning and site execution on infrastructure projects such as metro rail and highways.",
  },
  {
    key: "lt-planning-engineer",
    title: "Project Planning Engineer",
    company: "Larsen & Toubro",
    category: "Engineering",
    experience: "3-5 years",
    salary: "Rs. 10-15 LPA",
    location: "Vadodara",
    postedDaysAgo: 11,
    applicationsCount: 146,
    skills: ["Primavera P6", "Scheduling", "Cost control", "Reporting"],
    benefits: ["Project bonus", "Family health insurance", "Leave travel allowance"],
    description: "Prepare and track schedules for a hydrocarbon plant project and report progress to the client.",
  },
  {
    key: "razorpay-backend",
    title: "Backend Engineer, Payments",
    company: "Razorpay",
    category: "Startups",
    experience: "3-5 years",
    salary: "Rs. 28-36 LPA (above 15 LPA)",
    location: "Bengaluru",
    postedDaysAgo: 2,
    applicationsCount: 620,
    skills: ["Go or Java", "Distributed systems", "PostgreSQL", "Kafka"],
    benefits: ["ESOPs", "Health insurance", "Wellness allowance"],
    description: "Design reliable payment APIs that process millions of UPI and card transactions every day.",
    applicationLink: "https://razorpay.com/jobs/",
  },
  {
    key: "razorpay-data-scientist",
    title: "Data Scientist, Risk",
    company: "Razorpay",
    category: "Data Science",
    experience: "1-3 years",
    salary: "Rs. 10-15 LPA",
    location: "Bengaluru",
    postedDaysAgo: 7,
    applicationsCount: 388,
    skills: ["Python", "Machine learning", "SQL", "Statistics"],
    benefits: ["ESOPs", "Hybrid work", "Conference budget"],
    description: "Build fraud detection models that decide in milliseconds whether a payment is safe.",
  },
  {
    key: "meesho-ops-associate",
    title: "Operations Associate",
    company: "Meesho",
    category: "Startups",
    experience: "0-1 year",
    salary: "Rs. 2.8 LPA (below 3 LPA)",
    location: "Bengaluru",
    postedDaysAgo: 4,
    applicationsCount: 890,
    skills: ["MS Excel", "Communication in English and Kannada", "Problem solving"],
    benefits: ["Health insurance", "Meal allowance"],
    description:
      "Support small sellers as they list products and fulfil orders, and help improve onboarding processes.",
  },
];
