import type { CourseSeed } from "../types.ts";

export const pythonForBeginners: CourseSeed = {
  slug: "python-for-beginners",
  title: "Python for Beginners",
  description:
    "Python reads almost like English, which makes it the friendliest first language. Write small useful programs from the first day: a marks calculator, a UPI expense tracker and a quiz game.",
  level: "Beginner",
  price: 0,
  teacherName: "Arjun Menon",
  teacherDescription:
    "Arjun is a backend developer from Kochi who has taught Python to more than five thousand school and college students through free evening classes.",
  learningObjectives:
    "Write Python scripts with variables, input and output; make decisions and repeat work with loops; organise data in lists and dictionaries; write reusable functions.",
  prerequisites: "None. A laptop or desktop with Python 3 installed.",
  targetAudience:
    "Class 11 and 12 students, first-year college students and career switchers writing their first program.",
  categories: ["Programming", "Data Science"],
  tags: ["python", "beginner", "programming basics"],
  lessons: [
    {
      slug: "getting-started",
      title: "Getting Started with Python",
      duration: 15,
      youtubeId: "rfscVS0vtbw",
      summary:
        "Install Python 3, open the interactive shell and run your first script. Python runs your code line by line, so you see results immediately and errors point to the exact line.",
      points: [
        "Download Python 3 from python.org and tick Add Python to PATH on Windows",
        "The interactive shell (>>>) is a calculator that remembers",
        "Save programs in files ending in .py and run them with python file.py",
        "print shows output; input reads a line typed by the user",
        "Indentation is part of the syntax in Python",
      ],
      code: "name = input('What is your name? ')\nprint('Hello,', name)",
      quiz: [
        {
          question: "Which function displays output on the screen?",
          options: ["echo", "print", "display", "write"],
          answer: 1,
          explanation: "print writes its arguments to the standard output.",
        },
        {
          question: "What type does input() return?",
          options: ["int", "float", "str", "It depends on what the user types"],
          answer: 2,
          explanation: "input always returns a string; convert it with int() or float() when needed.",
        },
        {
          question: "What is the usual extension of a Python file?",
          options: [".pt", ".py", ".pyt", ".exe"],
          answer: 1,
          explanation: "Python source files end in .py.",
        },
      ],
    },
    {
      slug: "conditions-and-loops",
      title: "Conditions and Loops",
      duration: 24,
      youtubeId: "_uQrJ0TkZlc",
      summary:
        "Use `if`, `elif` and `else` to make decisions, such as turning marks into grades, and use `for` and `while` loops to repeat work without copying code.",
      points: [
        "Comparison operators: ==, !=, <, >, <=, >=",
        "elif checks another condition when the previous ones were false",
        "for item in sequence visits every element",
        "range(1, 6) produces 1, 2, 3, 4, 5",
        "break leaves a loop early; continue skips to the next round",
      ],
      code: "marks = int(input('Marks: '))\nif marks >= 90:\n    print('A+')\nelif marks >= 75:\n    print('A')\nelse:\n    print('Keep practising')",
      quiz: [
        {
          question: "Which numbers does range(1, 5) produce?",
          options: ["1 to 5", "1, 2, 3, 4", "0 to 5", "1 and 5"],
          answer: 1,
          explanation: "The stop value is excluded, so range(1, 5) gives 1, 2, 3, 4.",
        },
        {
          question: "Which keyword checks a second condition after if?",
          options: ["else if", "elif", "elseif", "then"],
          answer: 1,
          explanation: "Python uses elif.",
        },
        {
          question: "What does continue do inside a loop?",
          options: [
            "Exits the loop",
            "Skips the rest of this round and moves to the next",
            "Restarts the program",
            "Pauses execution",
          ],
          answer: 1,
          explanation: "continue jumps to the next iteration.",
        },
      ],
    },
    {
      slug: "lists-and-dictionaries",
      title: "Lists and Dictionaries",
      duration: 27,
      youtubeId: "_uQrJ0TkZlc",
      summary:
        "Lists keep items in order and dictionaries map keys to values. Together they can model most everyday data, such as a month of UPI payments grouped by category.",
      points: [
        "Lists are written with square brackets and are indexed from 0",
        "append adds an item at the end of a list",
        "Dictionaries store key: value pairs in curly braces",
        "d.get(key, default) avoids an error when the key is missing",
        "len works on strings, lists and dictionaries",
      ],
      code: "spends = {'food': 0, 'travel': 0}\nfor category, amount in [('food', 120), ('travel', 45), ('food', 80)]:\n    spends[category] = spends.get(category, 0) + amount\nprint(spends)",
      quiz: [
        {
          question: "What is the index of the first element of a list?",
          options: ["1", "0", "-1", "It depends"],
          answer: 1,
          explanation: "Python sequences are indexed from 0.",
        },
        {
          question: "Which method adds an item to the end of a list?",
          options: ["add", "push", "append", "insert_end"],
          answer: 2,
          explanation: "list.append(x) adds x at the end.",
        },
        {
          question: "What does d.get('rent', 0) return if 'rent' is not a key of d?",
          options: ["KeyError", "None", "0", "'rent'"],
          answer: 2,
          explanation: "get returns the default value when the key is missing.",
        },
      ],
    },
    {
      slug: "functions-and-modules",
      title: "Functions and Modules",
      duration: 25,
      youtubeId: "rfscVS0vtbw",
      summary:
        "Functions package a task under a name and modules group functions into files. You will write a function that calculates simple interest and reuse it from another file with `import`.",
      points: [
        "def defines a function; return sends back a result",
        "Default arguments make parameters optional",
        "A function without return gives back None",
        "import math gives access to functions such as math.sqrt",
        "Your own .py file can be imported as a module",
      ],
      code: "def simple_interest(principal, rate, years=1):\n    return principal * rate * years / 100\n\nprint(simple_interest(50000, 7.5, 2))",
      quiz: [
        {
          question: "Which keyword defines a function?",
          options: ["function", "def", "func", "lambda only"],
          answer: 1,
          explanation: "Functions are defined with def name(parameters):",
        },
        {
          question: "What does a function return if it has no return statement?",
          options: ["0", "An empty string", "None", "An error"],
          answer: 2,
          explanation: "Python functions return None by default.",
        },
        {
          question: "What is simple_interest(50000, 7.5, 2) in the example?",
          options: ["750", "3750", "7500", "375"],
          answer: 2,
          explanation: "50000 x 7.5 x 2 / 100 = 7500.",
        },
      ],
    },
  ],
};
