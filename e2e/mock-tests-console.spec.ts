// Staff create a mock test, import its questions from CSV (a bad row first: nothing is imported), give a question a
// figure, publish it, and learners find it on /tests and see the figure in the exam screen. Another test becomes a
// blueprint drawn from the practice bank, with a preview of a draw.
import sharp from "sharp";
import { expect, expectAccessible, screenshots, signIn, test } from "./fixtures.ts";

const header =
  "question,option_a,option_b,option_c,option_d,option_e,correct_option,explanation,section,tags,difficulty,question_hi,option_a_hi,option_b_hi,option_c_hi,option_d_hi,option_e_hi,explanation_hi";
const good = [
  "What is 7 x 8?,54,56,58,64,,B,7 x 8 = 56,Arithmetic,tables,easy,7 x 8 कितना है?,54,56,58,64,,7 x 8 = 56",
  '"Which is a prime number: 21, 23 or 25?",21,23,25,27,,B,,Arithmetic,,,,,,,,,',
];

// A small bar chart: 800x400, so the stored figure is fitted to 720x360 with no 2x.
const barChart = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="white"/>` +
        `<rect x="100" y="240" width="120" height="160" fill="teal"/><rect x="340" y="40" width="120" height="360" fill="teal"/>` +
        `<rect x="580" y="160" width="120" height="240" fill="teal"/></svg>`,
    ),
  )
    // Without the SVG's alpha channel: a picture without transparency is stored with a JPEG fallback.
    .flatten({ background: "#ffffff" })
    .png()
    .toBuffer();
const FIGURE_ALT = "Three bars; the middle one is the tallest";

test("an admin creates a mock test, imports questions from CSV after fixing a bad row, and publishes it", async ({
  page,
  browser,
}, testInfo) => {
  const title = `Railway Group D mock ${Date.now()}`;
  await signIn(page, "admin@example.com", "admin12345");
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mock tests", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mock tests" })).toBeVisible();

  await page.getByRole("button", { name: "New mock test" }).click();
  const form = page.getByRole("dialog", { name: "New mock test" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByRole("textbox", { name: "Instructions", exact: true }).fill("<p>2 questions, 10 minutes.</p>");
  await form.getByRole("spinbutton", { name: /Duration/ }).fill("10");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Mock test saved")).toBeVisible();

  await page.getByRole("button", { name: `Import questions into ${title}` }).click();
  const importing = page.getByRole("dialog", { name: `Import questions into ${title}` });
  const csv = importing.getByRole("textbox", { name: "CSV text" });
  await csv.fill([header, ...good, "Third?,a,b,c,d,,E,,Arithmetic,,,,,,,,,"].join("\n"));
  await importing.getByRole("button", { name: "Preview" }).click();
  await expect(importing.getByTestId("csv-errors")).toContainText("Row 4: correct option E does not exist");
  await expect(importing.getByRole("button", { name: /^Import/ })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, "admin-mock-test-import-errors");

  await csv.fill([header, ...good].join("\n"));
  await importing.getByRole("button", { name: "Preview" }).click();
  await expect(importing.getByTestId("csv-preview").getByRole("row")).toHaveCount(3);
  await importing.getByRole("button", { name: "Import 2 questions" }).click();
  await expect(importing.getByText("2 questions imported")).toBeVisible();
  await importing.getByRole("button", { name: "Close" }).click();

  // One question at a time: edit the first, add a third, and give the section its own time.
  await page.getByRole("button", { name: `Questions of ${title}` }).click();
  const questions = page.getByRole("dialog", { name: `Questions of ${title}` });
  await expect(questions.getByTestId("mock-test-question")).toHaveCount(2);
  await questions.getByRole("button", { name: "Edit question 1" }).click();
  const editing = page.getByRole("dialog", { name: "Edit question" });
  await editing.getByRole("textbox", { name: "Question", exact: true }).fill("What is 8 x 7?");
  const figure = editing.getByRole("group", { name: "Figure (optional)" });
  await figure.locator('input[type="file"]').setInputFiles({
    name: "bars.png",
    mimeType: "image/png",
    buffer: await barChart(),
  });
  await expect(figure.getByTestId("image-field-preview")).toHaveAttribute("src", /\.720x360-1x\.jpg$/);
  await editing.getByRole("textbox", { name: /Figure description \(English\)/ }).fill(FIGURE_ALT);
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Question saved")).toBeVisible();
  await expect(questions.getByTestId("mock-test-question").first()).toContainText("What is 8 x 7?");

  await questions.getByRole("button", { name: "Add question" }).click();
  const adding = page.getByRole("dialog", { name: "New question" });
  await adding.getByRole("textbox", { name: "Question", exact: true }).fill("What is 9 x 9?");
  for (const [letter, text] of [
    ["A", "72"],
    ["B", "79"],
    ["C", "81"],
    ["D", "99"],
  ])
    await adding.getByRole("textbox", { name: `Option ${letter}`, exact: true }).fill(text);
  await adding.getByRole("combobox", { name: "Correct option" }).click();
  await page.getByRole("option", { name: "C", exact: true }).click();
  await adding.getByRole("button", { name: "Save" }).click();
  await expect(questions.getByTestId("mock-test-question")).toHaveCount(3);
  await expect(questions.getByTestId("mock-test-question").nth(2)).toContainText("Key: C");

  await questions.getByRole("button", { name: "Section settings" }).click();
  const section = page.getByRole("dialog", { name: "Section settings" });
  await section.getByRole("spinbutton", { name: /Own time/ }).fill("5");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(questions.getByText("5 min of its own")).toBeVisible();
  await questions.getByRole("button", { name: "Close", exact: true }).click();

  await page.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(page.getByText("Mock test published")).toBeVisible();

  await page.goto("/tests");
  const card = page.getByTestId("mock-test-card").filter({ hasText: title });
  await expect(card).toContainText("3 questions");
  await card.getByRole("link", { name: "View test" }).click();
  await expect(page.getByText("2 questions, 10 minutes.")).toBeVisible();

  // A learner sees the figure with the question, in its reserved box.
  const learnerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const learner = await learnerContext.newPage();
  await signIn(learner, "demo@example.com", "demo12345");
  await learner.goto("/tests");
  await learner
    .getByTestId("mock-test-card")
    .filter({ hasText: title })
    .getByRole("link", { name: "View test" })
    .click();
  await learner.getByLabel("I have read the instructions").check();
  await learner.getByRole("button", { name: "Start test" }).click();
  const shown = learner.getByTestId("exam-question").getByRole("img", { name: FIGURE_ALT });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute("width", "720");
  await expect(shown).toHaveAttribute("height", "360");
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(720);
  await learnerContext.close();
});

test("an admin turns a test into a blueprint drawn from the practice bank, is told when the bank is short, and previews a draw", async ({
  page,
}) => {
  const title = `Drawn reasoning mock ${Date.now()}`;
  await signIn(page, "admin@example.com", "admin12345");
  await page.goto("/admin/mock-tests");
  await page.getByRole("button", { name: "New mock test" }).click();
  const form = page.getByRole("dialog", { name: "New mock test" });
  await form.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await form.getByRole("spinbutton", { name: /Duration/ }).fill("10");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Mock test saved")).toBeVisible();

  await page.getByRole("button", { name: `Questions of ${title}` }).click();
  const questions = page.getByRole("dialog", { name: `Questions of ${title}` });
  await questions.getByRole("button", { name: "Add section" }).click();
  const adding = page.getByRole("dialog", { name: "New section" });
  await adding.getByRole("textbox", { name: "Section name" }).fill("Reasoning");
  await adding.getByRole("button", { name: "Save" }).click();
  await expect(questions.getByRole("heading", { name: "Reasoning", exact: true })).toBeVisible();
  await questions.getByRole("button", { name: "Close", exact: true }).click();

  await page.getByRole("button", { name: `Blueprint of ${title}` }).click();
  const blueprint = page.getByRole("dialog", { name: `Blueprint: ${title}` });
  await blueprint.getByRole("combobox", { name: "Questions" }).click();
  await page.getByRole("option", { name: "Drawn from the practice bank (blueprint)" }).click();
  const row = blueprint.getByRole("group", { name: "Reasoning" });
  await row.getByRole("combobox", { name: "Practice topics" }).fill("Series");
  await page.getByRole("option", { name: "Number and Letter Series" }).click();
  await expect(row.getByText(/\d+ published questions in these topics/)).toBeVisible();

  // More hard questions than the bank holds: the server names the row's difficulty and nothing is saved.
  const share = (name: string) => row.getByRole("spinbutton", { name, exact: true });
  await share("Per paper").fill("200");
  await share("Easy").fill("0");
  await share("Medium").fill("0");
  await share("Hard").fill("200");
  await blueprint.getByRole("button", { name: "Save blueprint" }).click();
  await expect(row.getByText(/200 hard needed, the bank has \d+ in these topics/)).toBeVisible();

  // The seeded series questions are easy ones.
  await share("Per paper").fill("2");
  await share("Easy").fill("2");
  await share("Hard").fill("0");
  await blueprint.getByRole("button", { name: "Save blueprint" }).click();
  await expect(page.getByText("Blueprint saved")).toBeVisible();

  await blueprint.getByRole("textbox", { name: "Seed" }).fill("7");
  await blueprint.getByRole("button", { name: "Draw a paper" }).click();
  const drawn = blueprint.getByTestId("blueprint-preview-section");
  await expect(drawn).toContainText("Reasoning: 2 questions");
  await expect(drawn.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, "admin-mock-test-blueprint");

  // At 360 px the editor is one column without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  const content = blueprint.locator(".MuiDialogContent-root");
  await expect
    .poll(() => content.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);
});
