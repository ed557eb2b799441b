// Internship openings (spec section 3). Types are the three the filter offers; deadlines are days after seeding.
export interface InternshipSeed {
  key: string;
  title: string;
  company: string;
  type: "Remote" | "On-site" | "Hybrid";
  duration: string;
  stipend: string;
  location: string;
  certificate: boolean;
  reference: boolean;
  deadlineInDays: number;
  applicationLink?: string;
}

export const internships: InternshipSeed[] = [
  {
    key: "frontend-razorpay",
    title: "Frontend Developer Intern",
    company: "Razorpay",
    type: "Hybrid",
    duration: "6 months",
    stipend: "Rs. 35,000/month",
    location: "Bengaluru",
    certificate: true,
    reference: true,
    deadlineInDays: 21,
    applicationLink: "https://razorpay.com/jobs/",
  },
  {
    key: "data-analyst-fractal",
    title: "Data Analyst Intern",
    company: "Fractal Analytics",
    type: "On-site",
    duration: "3 months",
    stipend: "Rs. 25,000/month",
    location: "Mumbai",
    certificate: true,
    reference: false,
    deadlineInDays: 14,
  },
  {
    key: "content-writer-unacademy",
    title: "Educational Content Writer Intern",
    company: "Unacademy",
    type: "Remote",
    duration: "2 months",
    stipend: "Rs. 10,000/month",
    location: "Remote (anywhere in India)",
    certificate: true,
    reference: false,
    deadlineInDays: 10,
  },
  {
    key: "embedded-tata-elxsi",
    title: "Embedded Systems Intern",
    company: "Tata Elxsi",
    type: "On-site",
    duration: "6 months",
    stipend: "Rs. 20,000/month",
    location: "Pune",
    certificate: true,
    reference: true,
    deadlineInDays: 30,
  },
  {
    key: "backend-zoho",
    title: "Backend Developer Intern (Java)",
    company: "Zoho",
    type: "On-site",
    duration: "6 months",
    stipend: "Rs. 30,000/month",
    location: "Chennai",
    certificate: true,
    reference: true,
    deadlineInDays: 18,
    applicationLink: "https://www.zoho.com/careers/",
  },
  {
    key: "ml-intern-swiggy",
    title: "Machine Learning Intern",
    company: "Swiggy",
    type: "Hybrid",
    duration: "4 months",
    stipend: "Rs. 40,000/month",
    location: "Hyderabad",
    certificate: true,
    reference: false,
    deadlineInDays: 25,
  },
  {
    key: "marketing-zomato",
    title: "Digital Marketing Intern",
    company: "Zomato",
    type: "Hybrid",
    duration: "3 months",
    stipend: "Rs. 15,000/month",
    location: "Gurugram",
    certificate: true,
    reference: false,
    deadlineInDays: 12,
  },
  {
    key: "qa-hcl",
    title: "Software Testing Intern",
    company: "HCLTech",
    type: "On-site",
    duration: "6 months",
    stipend: "Rs. 15,000/month",
    location: "Noida",
    certificate: true,
    reference: true,
    deadlineInDays: 35,
  },
  {
    key: "ui-design-freshworks",
    title: "UI/UX Design Intern",
    company: "Freshworks",
    type: "Remote",
    duration: "3 months",
    stipend: "Rs. 20,000/month",
    location: "Remote (Chennai team)",
    certificate: false,
    reference: true,
    deadlineInDays: 16,
  },
];
