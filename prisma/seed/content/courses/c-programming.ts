import { LECTURE_VIDEO, type CaptionSeed, type CourseSeed } from "../types.ts";

// Captions of the 10-second welcome video, in English and Hindi (docs/video.md: transcript and subtitles).
const introductionCaptions: CaptionSeed[] = [
  {
    language: "en",
    label: "English",
    cues: [
      [0, 3, "Welcome to C Programming on VidyaPath."],
      [3, 6.5, "In this lesson we install gcc and write our first program."],
      [6.5, 10, "Keep a terminal open and type along with me."],
    ],
  },
  {
    language: "hi",
    label: "हिन्दी",
    cues: [
      [0, 3, "VidyaPath पर C प्रोग्रामिंग में आपका स्वागत है।"],
      [3, 6.5, "इस पाठ में हम gcc इंस्टॉल करेंगे और अपना पहला प्रोग्राम लिखेंगे।"],
      [6.5, 10, "एक टर्मिनल खुला रखें और मेरे साथ टाइप करें।"],
    ],
  },
];

// Captions of the long lecture (LECTURE_VIDEO, 60 s by default), so its player offers Subtitles and a transcript too.
const arraysCaptions: CaptionSeed[] = [
  {
    language: "en",
    label: "English",
    cues: [
      [0, 10, "An array keeps several values of one type side by side in memory."],
      [10, 20, "Its indices start at zero, so the last element of int a[5] is a[4]."],
      [20, 30, "C never checks the bounds: reading past the end is undefined behaviour."],
      [30, 40, "A string is an array of char that ends with the null character."],
      [40, 50, 'That is why the literal "Pune" takes five bytes, and how strlen finds its end.'],
      [50, 60, "Read a line with fgets, never gets, and compare strings with strcmp."],
    ],
  },
  {
    language: "hi",
    label: "हिन्दी",
    cues: [
      [0, 10, "ऐरे एक ही प्रकार के कई मानों को मेमोरी में पास-पास रखता है।"],
      [10, 20, "इसके इंडेक्स शून्य से शुरू होते हैं, इसलिए int a[5] का आख़िरी तत्व a[4] है।"],
      [20, 30, "C सीमाएँ कभी नहीं जाँचता: अंत के आगे पढ़ना अपरिभाषित व्यवहार है।"],
      [30, 40, "स्ट्रिंग char का एक ऐरे है जो null कैरेक्टर पर ख़त्म होता है।"],
      [40, 50, 'इसीलिए "Pune" पाँच बाइट लेता है, और strlen इसी से उसका अंत ढूँढता है।'],
      [50, 60, "पंक्ति fgets से पढ़ें, gets से कभी नहीं, और स्ट्रिंग की तुलना strcmp से करें।"],
    ],
  },
];

export const cProgramming: CourseSeed = {
  slug: "c-programming",
  title: "C Programming",
  description:
    "Learn C from the ground up: how a program is compiled, how data lives in memory, and how to write clear, correct code with functions, arrays, pointers and structures. Every lesson ends with practice questions in the style of university exams and campus coding rounds.",
  level: "Beginner",
  price: 0,
  teacherName: "Rakesh Iyer",
  teacherDescription:
    "Rakesh taught C and data structures at an engineering college in Coimbatore for eleven years and now writes firmware for industrial controllers. He explains every concept with a small program you can run yourself.",
  learningObjectives:
    "Write, compile and debug C programs with gcc; use variables, operators and control flow; break problems into functions; work with arrays and strings; understand pointers and memory; model records with structures.",
  prerequisites: "Basic computer use. No earlier programming experience is needed.",
  targetAudience:
    "First-year B.Tech, BCA and diploma students, and anyone preparing for the C questions asked in campus placement tests.",
  categories: ["Programming"],
  tags: ["c", "programming basics", "pointers", "gcc", "placements"],
  lessons: [
    {
      slug: "introduction-to-c",
      title: "Introduction to C and Your First Program",
      duration: 18,
      videoFile: "course-welcome.mp4",
      captions: introductionCaptions,
      summary:
        "C is a compiled language: the compiler turns your source file into machine code before it runs. We install gcc, write `hello.c` and follow it from source to executable.",
      points: [
        "C was created by Dennis Ritchie at Bell Labs in 1972 and still runs most operating systems and devices",
        "A C program starts running at the main function",
        "#include <stdio.h> brings in printf and other input/output functions",
        "gcc hello.c -o hello compiles the file; ./hello runs the result",
        "Every statement ends with a semicolon",
      ],
      code: '#include <stdio.h>\n\nint main(void) {\n    printf("Namaste, C!\\n");\n    return 0;\n}',
      quiz: [
        {
          question: "Where does the execution of every C program begin?",
          options: ["At the first line of the file", "In the main function", "In the printf function", "In stdio.h"],
          answer: 1,
          explanation: "The operating system calls main; code outside functions is only declarations.",
        },
        {
          question: "Which header file declares printf?",
          options: ["stdlib.h", "string.h", "stdio.h", "math.h"],
          answer: 2,
          explanation: "printf is part of standard input/output, declared in stdio.h.",
        },
        {
          question: "What does the command gcc hello.c -o hello produce?",
          description: "Think about what -o means.",
          options: [
            "A source file called hello.c",
            "An executable file called hello",
            "A header file",
            "Nothing until you run it",
          ],
          answer: 1,
          explanation: "The -o option names the output file, here the compiled executable hello.",
        },
      ],
    },
    {
      slug: "variables-and-data-types",
      title: "Variables, Data Types and Operators",
      duration: 24,
      youtubeId: "KJgsSFOSQv0",
      summary:
        "A variable is a named piece of memory with a type. The type decides how many bytes it uses and what operations make sense, so `int`, `float`, `double` and `char` behave differently.",
      points: [
        "int stores whole numbers, usually in 4 bytes",
        "float and double store real numbers; double has about twice the precision",
        "char stores a single character as a small integer",
        "Integer division drops the fraction: 7 / 2 is 3",
        "The modulus operator % gives the remainder: 7 % 2 is 1",
      ],
      code: "int marks = 87;\nfloat average = 72.5f;\nchar grade = 'A';\nprintf(\"%d %.1f %c\\n\", marks, average, grade);",
      quiz: [
        {
          question: "What is the value of 7 / 2 when both operands are int?",
          options: ["3.5", "3", "4", "Compilation error"],
          answer: 1,
          explanation: "Integer division truncates towards zero, so the result is 3.",
        },
        {
          question: "Which format specifier prints a char?",
          options: ["%d", "%f", "%c", "%s"],
          answer: 2,
          explanation: "%c prints one character; %s is for strings.",
        },
        {
          question: "What is 17 % 5?",
          options: ["3", "2", "3.4", "12"],
          answer: 1,
          explanation: "17 = 5 x 3 + 2, so the remainder is 2.",
        },
      ],
    },
    {
      slug: "control-flow",
      title: "Decisions and Loops",
      duration: 28,
      youtubeId: "KJgsSFOSQv0",
      summary:
        "Programs make choices with `if`, `else` and `switch`, and repeat work with `for`, `while` and `do while`. Choosing the right loop makes code shorter and easier to check.",
      points: [
        "if and else choose between two paths based on a condition",
        "switch compares one value against several constant cases; remember break",
        "for loops suit a known number of repetitions",
        "while loops run as long as a condition holds and may run zero times",
        "do while runs its body at least once",
      ],
      code: 'for (int i = 1; i <= 5; i++) {\n    if (i % 2 == 0) printf("%d is even\\n", i);\n    else printf("%d is odd\\n", i);\n}',
      quiz: [
        {
          question: "Which loop always executes its body at least once?",
          options: ["for", "while", "do while", "None of them"],
          answer: 2,
          explanation: "do while checks its condition after the body runs.",
        },
        {
          question: "What happens if you omit break at the end of a switch case?",
          options: [
            "Compilation error",
            "Execution falls through to the next case",
            "The program stops",
            "The switch restarts",
          ],
          answer: 1,
          explanation: "Without break, control continues into the following case.",
        },
        {
          question: "How many times does for (i = 0; i < 10; i += 3) run?",
          options: ["3", "4", "10", "Infinite"],
          answer: 1,
          explanation: "i takes the values 0, 3, 6 and 9, so the body runs 4 times.",
        },
      ],
    },
    {
      slug: "functions",
      title: "Functions and Scope",
      duration: 26,
      youtubeId: "KJgsSFOSQv0",
      summary:
        "Functions give a name to a piece of work and let you reuse it. C passes arguments by value, so a function receives copies, and local variables live only while their function runs.",
      points: [
        "A prototype such as int square(int n); tells the compiler a function's signature",
        "Arguments are passed by value: the function works on copies",
        "return sends one value back to the caller",
        "Local variables disappear when the function returns; static locals keep their value",
        "Recursion is a function calling itself with a smaller problem and a base case",
      ],
      code: "int factorial(int n) {\n    if (n <= 1) return 1;\n    return n * factorial(n - 1);\n}",
      quiz: [
        {
          question: "How does C pass an int argument to a function?",
          options: ["By reference", "By value", "By name", "By pointer automatically"],
          answer: 1,
          explanation: "C always copies the argument; to change the caller's variable you pass its address.",
        },
        {
          question: "What does a static local variable do?",
          options: [
            "It is shared by all programs",
            "It keeps its value between calls",
            "It cannot be changed",
            "It lives on the heap",
          ],
          answer: 1,
          explanation: "A static local is initialised once and keeps its value across calls.",
        },
        {
          question: "What does factorial(4) return with the example above?",
          options: ["4", "10", "24", "Infinite recursion"],
          answer: 2,
          explanation: "4 x 3 x 2 x 1 = 24; the base case stops the recursion at 1.",
        },
      ],
    },
    {
      slug: "arrays-and-strings",
      title: "Arrays and Strings",
      duration: 30,
      videoFile: LECTURE_VIDEO,
      captions: arraysCaptions,
      summary:
        "An array stores several values of one type next to each other in memory. A string in C is an array of `char` that ends with the null character, which is why `strlen` can find its end.",
      points: [
        "Array indices start at 0; the last element of int a[5] is a[4]",
        "C does not check array bounds, so going past the end is undefined behaviour",
        'A string literal such as "Pune" takes 5 bytes including the terminating null character',
        "string.h provides strlen, strcpy, strcmp and strcat",
        "Use fgets rather than gets to read a line safely",
      ],
      code: 'char city[] = "Pune";\nprintf("%s has %zu letters\\n", city, strlen(city));',
      quiz: [
        {
          question: "What is the index of the last element of int marks[10]?",
          options: ["10", "9", "11", "0"],
          answer: 1,
          explanation: "Indices run from 0 to size minus one.",
        },
        {
          question: 'How many bytes does the string literal "Delhi" occupy?',
          options: ["5", "6", "4", "7"],
          answer: 1,
          explanation: "Five letters plus the terminating null character make 6 bytes.",
        },
        {
          question: "What does strcmp return when both strings are equal?",
          options: ["1", "-1", "0", "The length"],
          answer: 2,
          explanation: "strcmp returns 0 for equal strings and a positive or negative value otherwise.",
        },
      ],
    },
    {
      slug: "pointers-and-structures",
      title: "Pointers and Structures",
      duration: 34,
      summary:
        "A pointer holds the address of another variable, which lets functions change their caller's data and walk through arrays. Structures group related fields, such as a student's roll number, name and marks, into one type.",
      points: [
        "&x gives the address of x; *p reads the value p points to",
        "Passing &x lets a function modify the caller's variable",
        "Array names decay to a pointer to their first element",
        "struct groups fields of different types under one name",
        "Use -> to reach a field through a pointer to a structure",
        "malloc reserves memory on the heap; free returns it",
      ],
      code: "struct Student { int roll; char name[32]; float cgpa; };\n\nvoid promote(struct Student *s) {\n    s->cgpa += 0.1f;\n}",
      quiz: [
        {
          question: "If int x = 5; int *p = &x; what is *p?",
          options: ["The address of x", "5", "The address of p", "Undefined"],
          answer: 1,
          explanation: "*p dereferences the pointer and reads the value stored in x.",
        },
        {
          question: "Which operator accesses a structure field through a pointer?",
          options: [".", "->", "*", "&"],
          answer: 1,
          explanation: "s->cgpa is shorthand for (*s).cgpa.",
        },
        {
          question: "What must you do with memory obtained from malloc once you are done?",
          options: ["Nothing", "Call free", "Set it to zero", "Call delete"],
          answer: 1,
          explanation: "Heap memory stays reserved until free is called; forgetting it leaks memory.",
        },
      ],
    },
  ],
};
