import type { CourseSeed } from "../types.ts";

export const webDevelopment: CourseSeed = {
  slug: "web-development",
  title: "Web Development",
  description:
    "Build real web pages with HTML, CSS and JavaScript, then publish them. You will create a responsive portfolio site step by step and learn how browsers, servers and Git fit together.",
  level: "Beginner",
  price: 1499,
  teacherName: "Sneha Kulkarni",
  teacherDescription:
    "Sneha is a front-end engineer in Pune who has shipped consumer web apps used by millions of people across India. She mentors students at weekend coding clubs.",
  learningObjectives:
    "Structure content with semantic HTML; style and lay out pages with CSS Flexbox and media queries; add interactivity with JavaScript and the DOM; track work with Git and publish a site.",
  prerequisites: "Comfort with a computer and a text editor. Programming experience helps but is not required.",
  targetAudience:
    "College students and early-career professionals who want to build websites or move into front-end roles.",
  categories: ["Web Development", "Programming"],
  tags: ["html", "css", "javascript", "git", "responsive design"],
  lessons: [
    {
      slug: "how-the-web-works",
      title: "How the Web Works",
      duration: 16,
      youtubeId: "pQN-pnXPaVg",
      summary:
        "When you type an address, the browser asks DNS for the server's IP, sends an HTTP request and renders the HTML that comes back. Knowing this flow makes every later topic easier to debug.",
      points: [
        "DNS turns a domain name into an IP address",
        "The browser sends an HTTP request; the server answers with a status code and a body",
        "200 means OK, 404 means not found, 500 means the server failed",
        "HTTPS encrypts the conversation between browser and server",
        "The browser builds the DOM from HTML, then applies CSS and runs JavaScript",
      ],
      quiz: [
        {
          question: "What does DNS do?",
          options: ["Encrypts web traffic", "Turns domain names into IP addresses", "Stores web pages", "Renders HTML"],
          answer: 1,
          explanation: "DNS is the internet's directory that maps names such as example.com to addresses.",
        },
        {
          question: "Which HTTP status code means the page was not found?",
          options: ["200", "301", "404", "500"],
          answer: 2,
          explanation: "404 Not Found is returned when the server has no resource at that path.",
        },
        {
          question: "What does the S in HTTPS stand for?",
          options: ["Simple", "Secure", "Server", "Static"],
          answer: 1,
          explanation: "HTTPS is HTTP over TLS, which encrypts the traffic.",
        },
      ],
    },
    {
      slug: "html-essentials",
      title: "HTML Essentials",
      duration: 25,
      youtubeId: "pQN-pnXPaVg",
      summary:
        "HTML describes the structure and meaning of content. Semantic elements such as `header`, `nav`, `main` and `footer` help screen readers and search engines understand the page.",
      points: [
        "A page has a head (metadata) and a body (visible content)",
        "Headings h1 to h6 form an outline; use one h1 per page",
        "Links use a with href; images use img with a meaningful alt text",
        "Forms collect input with input, label and button",
        "Semantic tags describe purpose, not appearance",
      ],
      code: '<main>\n  <h1>Priya Sharma</h1>\n  <p>B.Tech student from Jaipur.</p>\n  <a href="projects.html">My projects</a>\n</main>',
      quiz: [
        {
          question: "Which attribute gives an image a text alternative?",
          options: ["title", "src", "alt", "name"],
          answer: 2,
          explanation: "alt text is read by screen readers and shown when the image fails to load.",
        },
        {
          question: "Which element should wrap the main content of a page?",
          options: ["div", "main", "section", "body"],
          answer: 1,
          explanation: "main marks the page's primary content; there should be only one.",
        },
        {
          question: "Which tag creates a hyperlink?",
          options: ["link", "a", "href", "nav"],
          answer: 1,
          explanation: "The anchor element a with an href attribute creates a link.",
        },
      ],
    },
    {
      slug: "css-layout",
      title: "CSS Styling and Responsive Layout",
      duration: 32,
      youtubeId: "OXGznpKZ_sA",
      summary:
        "CSS selects elements and applies styles to them. With the box model, Flexbox and media queries you can build layouts that work on a Rs. 8,000 phone and a wide monitor alike.",
      points: [
        "Every element is a box: content, padding, border and margin",
        "Class selectors (.card) are reusable; avoid styling by id",
        "display: flex lines items up in a row or column",
        "justify-content aligns along the main axis; align-items along the cross axis",
        "Media queries apply styles only above or below a screen width",
      ],
      code: ".cards {\n  display: flex;\n  gap: 16px;\n  flex-wrap: wrap;\n}\n@media (max-width: 600px) {\n  .cards { flex-direction: column; }\n}",
      quiz: [
        {
          question: "Which part of the box model lies between the border and the content?",
          options: ["Margin", "Padding", "Outline", "Gap"],
          answer: 1,
          explanation: "Padding is inside the border; margin is outside it.",
        },
        {
          question: "Which property turns a container into a flex container?",
          options: ["position: flex", "display: flex", "flex: 1", "float: flex"],
          answer: 1,
          explanation: "display: flex makes the element a flex container for its children.",
        },
        {
          question: "What is a media query used for?",
          options: [
            "Loading videos",
            "Applying styles for certain screen sizes",
            "Querying a database",
            "Importing fonts",
          ],
          answer: 1,
          explanation: "Media queries make layouts responsive by applying rules conditionally.",
        },
      ],
    },
    {
      slug: "javascript-and-the-dom",
      title: "JavaScript and the DOM",
      duration: 35,
      youtubeId: "PkZNo7MFNFg",
      summary:
        "JavaScript makes pages interactive. You will select elements with `document.querySelector`, react to events with `addEventListener` and update the page without reloading it.",
      points: [
        "Use const by default and let when a value must change",
        "Functions are values: they can be passed to other functions",
        "document.querySelector finds the first element matching a CSS selector",
        "addEventListener runs a function when an event such as click happens",
        "textContent is safer than innerHTML for showing user input",
      ],
      code: "const button = document.querySelector('#greet');\nbutton.addEventListener('click', () => {\n  document.querySelector('#message').textContent = 'Welcome!';\n});",
      quiz: [
        {
          question: "Which keyword declares a variable that cannot be reassigned?",
          options: ["var", "let", "const", "static"],
          answer: 2,
          explanation: "const prevents reassignment of the binding.",
        },
        {
          question: "Why prefer textContent over innerHTML for user input?",
          options: [
            "It is faster to type",
            "It does not interpret the text as HTML, avoiding script injection",
            "It supports more languages",
            "It works without a browser",
          ],
          answer: 1,
          explanation: "innerHTML parses markup, so untrusted input can inject scripts (XSS).",
        },
        {
          question: "What does addEventListener('click', fn) do?",
          options: [
            "Calls fn immediately",
            "Calls fn whenever the element is clicked",
            "Removes the click handler",
            "Clicks the element",
          ],
          answer: 1,
          explanation: "The function is registered and runs each time the event fires.",
        },
      ],
    },
    {
      slug: "git-and-deployment",
      title: "Git, GitHub and Publishing Your Site",
      duration: 22,
      youtubeId: "RGOj5yH7evk",
      summary:
        "Git records snapshots of your project so you can experiment safely. You will commit your portfolio, push it to GitHub and publish it as a static site that recruiters can open.",
      points: [
        "git init starts a repository; git add stages changes; git commit records them",
        "Write commit messages that say why a change was made",
        "Branches let you try an idea without breaking the main line",
        "git push uploads commits to a remote such as GitHub",
        "Static hosting serves HTML, CSS and JavaScript files as they are",
      ],
      code: 'git init\ngit add index.html style.css\ngit commit -m "Add portfolio home page"\ngit push origin main',
      quiz: [
        {
          question: "Which command records staged changes in the repository?",
          options: ["git add", "git commit", "git push", "git status"],
          answer: 1,
          explanation: "git commit saves a snapshot of what was staged with git add.",
        },
        {
          question: "What is a branch for?",
          options: [
            "Deleting history",
            "Working on a change separately from the main line",
            "Compressing files",
            "Hosting a site",
          ],
          answer: 1,
          explanation: "Branches isolate work until it is ready to merge.",
        },
        {
          question: "What does git push do?",
          options: ["Downloads commits", "Uploads local commits to a remote", "Creates a branch", "Undoes a commit"],
          answer: 1,
          explanation: "push sends your commits to the remote repository.",
        },
      ],
    },
  ],
};
