// Learner stories shown under "Success Stories" on the Internships page.
export interface TestimonialSeed {
  key: string;
  text: string;
  name: string;
  company: string;
}

export const testimonials: TestimonialSeed[] = [
  {
    key: "ananya-bhopal",
    name: "Ananya Verma",
    company: "Software Engineer Intern, Razorpay",
    text: "I come from a small town near Bhopal and had never written a line of code before college. The C Programming course and the weekly quizzes gave me the confidence to clear my first technical interview.",
  },
  {
    key: "karthik-madurai",
    name: "Karthik Subramanian",
    company: "Graduate Engineer Trainee, Larsen & Toubro",
    text: "The aptitude lessons taught me shortcuts I still use. I finished the placement test with ten minutes to spare and got through to the interview round on my first attempt.",
  },
  {
    key: "harpreet-ludhiana",
    name: "Harpreet Kaur",
    company: "Data Analyst Intern, Fractal Analytics",
    text: "The Data Science course used Indian datasets, so the examples felt familiar. My pandas project on state literacy rates became the main talking point in my internship interview.",
  },
  {
    key: "rohit-patna",
    name: "Rohit Kumar",
    company: "Customer Service Officer, HDFC Bank",
    text: "Spoken English practice every evening changed how I speak in interviews. The mock HR sessions helped me answer calmly instead of memorising lines.",
  },
];
