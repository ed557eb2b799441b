import type { CourseSeed } from "../types.ts";

export const spokenEnglish: CourseSeed = {
  slug: "spoken-english-interview-skills",
  title: "Spoken English & Interview Skills",
  description:
    "Speak clearly and confidently in English at interviews, group discussions and client calls. Short daily exercises build fluency, and mock interviews prepare you for campus placement rounds.",
  level: "Beginner",
  price: 799,
  teacherName: "Meenakshi Rao",
  teacherDescription:
    "Meenakshi is a communication trainer from Bengaluru who has prepared students of more than forty colleges for placement interviews with IT services and consulting firms.",
  learningObjectives:
    "Introduce yourself with a clear structure; answer common HR questions with the STAR method; take part in group discussions; avoid the most common errors Indian speakers make in English.",
  prerequisites: "The ability to read simple English. No certificate or test score is needed.",
  targetAudience: "Final-year students facing campus placements and young professionals preparing for job interviews.",
  categories: ["Soft Skills"],
  tags: ["communication", "interviews", "group discussion", "english"],
  lessons: [
    {
      slug: "introducing-yourself",
      title: "Introducing Yourself with Confidence",
      duration: 14,
      summary:
        "The first two minutes of an interview set its tone. A good introduction follows present, past and future: who you are today, what you have done, and what you want to do next.",
      points: [
        "Open with your name, course and college in one sentence",
        "Mention one or two achievements with numbers where possible",
        "Connect your skills to the role you are applying for",
        "Keep it under ninety seconds and practise it aloud",
        "Avoid reciting your CV line by line",
      ],
      quiz: [
        {
          question: "What order does the present-past-future structure follow?",
          options: [
            "Hobbies, family, salary",
            "Who you are now, what you have done, what you want next",
            "Marks, college, city",
            "Any order",
          ],
          answer: 1,
          explanation: "The structure moves from your current position through your experience to your goal.",
        },
        {
          question: "How long should a self-introduction in an interview usually be?",
          options: ["About 10 seconds", "About 60 to 90 seconds", "About 5 minutes", "As long as possible"],
          answer: 1,
          explanation: "Long enough to be informative, short enough to keep the interviewer's attention.",
        },
        {
          question: "Which line makes an introduction stronger?",
          options: [
            "I am hard-working.",
            "I led a team of four that built an attendance app used by 600 students.",
            "I like computers.",
            "My father is an engineer.",
          ],
          answer: 1,
          explanation: "A specific achievement with numbers is more convincing than a general claim.",
        },
      ],
    },
    {
      slug: "common-english-errors",
      title: "Common Errors and How to Fix Them",
      duration: 18,
      summary:
        "Some phrases sound natural in Indian English but confuse international listeners. Learn the usual suspects, such as `do the needful` and `revert back`, and the clearer alternatives.",
      points: [
        "Say I will reply, not I will revert back",
        "Say Please take care of this, rather than Please do the needful",
        "Use the present perfect for recent events: I have completed my project",
        "Say I am from Nagpur, not I am belonging to Nagpur",
        "Speak slowly and stress key words rather than speaking fast",
      ],
      quiz: [
        {
          question: "Which sentence is correct?",
          options: ["I am belonging to Nagpur.", "I am from Nagpur.", "I am belong to Nagpur.", "I from Nagpur."],
          answer: 1,
          explanation: "Belong is a state verb and is not used in the continuous form.",
        },
        {
          question: "What is a clearer alternative to revert back?",
          options: ["Return back", "Reply", "Repeat again", "Respond back again"],
          answer: 1,
          explanation: "Revert means go back to an earlier state; in email, reply is the intended meaning.",
        },
        {
          question: "Which tense fits: I ___ my final-year project last month.",
          options: ["have completed", "completed", "am completing", "complete"],
          answer: 1,
          explanation: "A finished action at a stated past time takes the simple past.",
        },
      ],
    },
    {
      slug: "group-discussions",
      title: "Group Discussions",
      duration: 20,
      summary:
        "Recruiters use group discussions to see how you think and work with others. Speaking first helps only if what you say is useful; listening and building on others' points matters as much.",
      points: [
        "Open with a clear definition or a relevant fact",
        "Support every point with an example or data",
        "Build on others: I agree with Rahul, and I would add...",
        "Never interrupt aggressively; wait for a pause",
        "Summarise the discussion if no one else does",
      ],
      quiz: [
        {
          question: "What are recruiters mainly assessing in a group discussion?",
          options: [
            "Who speaks the loudest",
            "Clarity of thought and teamwork",
            "Vocabulary only",
            "Who speaks the longest",
          ],
          answer: 1,
          explanation: "Content, structure and how you engage with others matter most.",
        },
        {
          question: "How should you disagree with another participant?",
          options: [
            "Interrupt immediately",
            "Acknowledge their point, then give your view with a reason",
            "Stay silent",
            "Change the topic",
          ],
          answer: 1,
          explanation: "Respectful disagreement with reasons shows maturity.",
        },
        {
          question: "Which is a good way to end a discussion?",
          options: [
            "Repeat your first point loudly",
            "Offer a balanced summary of the main points",
            "Leave the room",
            "Ask for the result",
          ],
          answer: 1,
          explanation: "A fair summary shows listening and leadership.",
        },
      ],
    },
    {
      slug: "hr-interview-questions",
      title: "Answering HR Interview Questions",
      duration: 22,
      summary:
        "Questions such as Tell me about a challenge you faced are best answered with the STAR method: Situation, Task, Action and Result. Prepare four or five stories that you can adapt.",
      points: [
        "STAR: Situation, Task, Action, Result",
        "Spend most of the answer on your own actions",
        "End with a measurable result and what you learned",
        "For weaknesses, name a real one and how you are improving",
        "Research the company and prepare two questions to ask",
      ],
      quiz: [
        {
          question: "What does the A in STAR stand for?",
          options: ["Answer", "Action", "Ability", "Attitude"],
          answer: 1,
          explanation: "STAR is Situation, Task, Action, Result.",
        },
        {
          question: "Which part of a STAR answer should take the most time?",
          options: ["Situation", "Task", "Action", "Result"],
          answer: 2,
          explanation: "Interviewers want to hear what you personally did.",
        },
        {
          question: "What is a good response to Do you have any questions for us?",
          options: [
            "No, thank you.",
            "What is the salary?",
            "What would success look like in the first six months in this role?",
            "When can I leave today?",
          ],
          answer: 2,
          explanation: "A thoughtful question shows interest in the role and the team.",
        },
      ],
    },
  ],
};
