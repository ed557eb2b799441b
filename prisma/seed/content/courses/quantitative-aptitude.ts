import type { CourseSeed } from "../types.ts";

export const quantitativeAptitude: CourseSeed = {
  slug: "quantitative-aptitude",
  title: "Quantitative Aptitude for Campus Placements",
  description:
    "Crack the aptitude round of campus placement tests. Shortcuts and plenty of timed practice for percentages, profit and loss, time and work, and speed and distance, in the pattern used by major recruiters.",
  level: "Intermediate",
  price: 499,
  teacherName: "Vikram Chauhan",
  teacherDescription:
    "Vikram has coached students for bank, SSC and campus recruitment tests in Jaipur and Delhi for nine years and is known for his mental-maths shortcuts.",
  learningObjectives:
    "Solve percentage, profit and loss, time and work, and time-speed-distance problems quickly; recognise question patterns; manage time across a 60-minute aptitude section.",
  prerequisites: "Class 10 mathematics.",
  targetAudience:
    "Pre-final and final-year students preparing for placement tests, and aspirants of bank and SSC examinations.",
  categories: ["Competitive Exams"],
  tags: ["aptitude", "placements", "maths", "shortcuts", "bank exams"],
  lessons: [
    {
      slug: "percentages",
      title: "Percentages",
      duration: 22,
      summary:
        "Percentages appear in almost every aptitude paper. Convert percentages to fractions (12.5% is 1/8) and use successive change formulas to solve most questions in under a minute.",
      points: [
        "x% of y equals y% of x: 8% of 50 = 50% of 8 = 4",
        "Learn fraction equivalents: 1/8 = 12.5%, 1/6 = 16.67%, 1/3 = 33.33%",
        "Successive changes of a% and b% give a + b + ab/100 percent",
        "If a price rises by r%, consumption must fall by r/(100 + r) x 100% to keep spending equal",
        "Percentage change is always measured against the original value",
      ],
      quiz: [
        {
          question: "What is 12.5% of 640?",
          options: ["64", "80", "72", "96"],
          answer: 1,
          explanation: "12.5% is 1/8, and 640 / 8 = 80.",
        },
        {
          question: "A price rises by 20% and then by 10%. What is the total increase?",
          options: ["30%", "32%", "28%", "31%"],
          answer: 1,
          explanation: "20 + 10 + (20 x 10) / 100 = 32%.",
        },
        {
          question: "A salary goes from Rs. 25,000 to Rs. 30,000. What is the percentage increase?",
          options: ["16.67%", "20%", "25%", "5%"],
          answer: 1,
          explanation: "The increase of 5,000 divided by the original 25,000 is 20%.",
        },
      ],
    },
    {
      slug: "profit-and-loss",
      title: "Profit and Loss",
      duration: 24,
      summary:
        "Profit and loss questions are percentage questions in disguise. Always compute profit percentage on the cost price, and treat discount as a percentage of the marked price.",
      points: [
        "Profit % = profit / cost price x 100",
        "Selling price = cost price x (100 + profit %) / 100",
        "Discount is calculated on the marked price",
        "Two successive discounts of a% and b% equal a + b - ab/100 percent",
        "Selling two items at the same price, one at x% profit and one at x% loss, always means a loss of x squared / 100 percent",
      ],
      quiz: [
        {
          question: "A phone bought for Rs. 8,000 is sold for Rs. 10,000. What is the profit percentage?",
          options: ["20%", "25%", "15%", "30%"],
          answer: 1,
          explanation: "Profit 2,000 on a cost of 8,000 is 25%.",
        },
        {
          question: "What single discount equals successive discounts of 10% and 20%?",
          options: ["30%", "28%", "25%", "32%"],
          answer: 1,
          explanation: "10 + 20 - (10 x 20) / 100 = 28%.",
        },
        {
          question:
            "Two bikes are sold at Rs. 45,000 each, one at 10% profit and one at 10% loss. What is the overall result?",
          options: ["No profit, no loss", "1% loss", "1% profit", "10% loss"],
          answer: 1,
          explanation: "Equal selling prices with x% gain and x% loss give a loss of x squared / 100 = 1%.",
        },
      ],
    },
    {
      slug: "time-and-work",
      title: "Time and Work",
      duration: 26,
      summary:
        "Think of work as a quantity to be finished. If A finishes a job in 10 days, A does 1/10 of it per day, and rates of people working together simply add up.",
      points: [
        "If A takes a days, A's daily rate is 1/a of the work",
        "Working together, rates add: 1/a + 1/b",
        "Time together = ab / (a + b) for two workers",
        "Take the LCM of the days as total work to avoid fractions",
        "Pipes and cisterns work the same way; a leak has a negative rate",
      ],
      quiz: [
        {
          question: "A can finish a job in 12 days and B in 6 days. How long will they take together?",
          options: ["9 days", "4 days", "3 days", "6 days"],
          answer: 1,
          explanation: "12 x 6 / (12 + 6) = 72 / 18 = 4 days.",
        },
        {
          question:
            "A pipe fills a tank in 4 hours and a leak empties it in 12 hours. How long to fill it with the leak open?",
          options: ["6 hours", "5 hours", "8 hours", "3 hours"],
          answer: 0,
          explanation: "1/4 - 1/12 = 2/12 = 1/6, so it takes 6 hours.",
        },
        {
          question: "If 5 people build a wall in 12 days, how many days do 6 people take at the same rate?",
          options: ["10", "14", "8", "11"],
          answer: 0,
          explanation: "Total work is 60 person-days; 60 / 6 = 10 days.",
        },
      ],
    },
    {
      slug: "time-speed-distance",
      title: "Time, Speed and Distance",
      duration: 28,
      summary:
        "Distance equals speed times time. Convert km/h to m/s by multiplying by 5/18, use relative speed for trains and boats, and use the harmonic mean for average speed over equal distances.",
      points: [
        "Distance = speed x time",
        "km/h to m/s: multiply by 5/18; m/s to km/h: multiply by 18/5",
        "Trains moving towards each other: add speeds; same direction: subtract",
        "A train crossing a pole covers its own length",
        "Average speed over two equal distances = 2xy / (x + y)",
      ],
      quiz: [
        {
          question: "What is 72 km/h in metres per second?",
          options: ["15", "20", "25", "18"],
          answer: 1,
          explanation: "72 x 5 / 18 = 20 m/s.",
        },
        {
          question: "A 200 m train passes a pole in 10 seconds. What is its speed?",
          options: ["20 km/h", "72 km/h", "36 km/h", "54 km/h"],
          answer: 1,
          explanation: "200 / 10 = 20 m/s, which is 72 km/h.",
        },
        {
          question: "You travel from Pune to Mumbai at 60 km/h and return at 40 km/h. What is the average speed?",
          options: ["50 km/h", "48 km/h", "45 km/h", "52 km/h"],
          answer: 1,
          explanation: "2 x 60 x 40 / (60 + 40) = 48 km/h.",
        },
      ],
    },
  ],
};
