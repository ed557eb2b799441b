// The practice bank's CSV over HTTP (docs/practice.md): staff export, formulas neutralised, and an import that is
// whole or nothing, with every bad row's line; learners are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/start-gateway.ts";
import { call, signIn, type Learner } from "./rest-test-helpers.ts";

let gateway: TestGateway;
let admin: Learner;
let learner: Learner;
const prisma = () => gateway.app.services.db.prisma;
const path = "/api/admin/practice/questions.csv";

beforeAll(async () => {
  gateway = await startTestGateway();
  [admin, learner] = [await signIn(gateway), await signIn(gateway)];
  await prisma().user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
  await prisma().practiceSubject.create({
    data: {
      slug: "quant",
      nameEn: "Quantitative Aptitude",
      topics: { create: [{ slug: "algebra", nameEn: "Algebra" }] },
    },
  });
});
afterAll(() => gateway.close());

function upload(csv: string, token = admin.token) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "questions.csv");
  return fetch(`${gateway.url}${path}`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
}

const header = "subject,topic,difficulty,question_en,option_a_en,option_b_en,option_c_en,option_d_en,correct_option";

describe(path, () => {
  it("imports nothing from a file with a bad row and names its line; a good file goes in and comes back out", async () => {
    const bad = await upload(
      `${header}\nquant,algebra,easy,"If $x+2=0$, x is",-2,2,0,1,A\nquant,algebra,easy,Q,1,2,3,4,Z\n`,
    );
    expect(bad.status).toBe(200);
    expect(await bad.json()).toMatchObject({
      created: 0,
      errors: [{ line: 3, message: expect.stringMatching(/"Z"/) }],
    });
    expect(await prisma().practiceQuestion.count()).toBe(0);

    const good = await upload(`${header}\nquant,algebra,easy,"If $x+2=0$, x is",-2,2,0,1,A\n`);
    expect(await good.json()).toMatchObject({ created: 1, updated: 0, errors: [] });

    const exported = await call(gateway, "GET", `${path}?status=ACTIVE`, { token: admin.token });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(exported.headers.get("content-disposition")).toBe('attachment; filename="practice-questions.csv"');
    const [head, row] = exported.text.split("\r\n");
    expect(head).toMatch(/^id,subject,topic,subtopic,difficulty,exams,question_en,option_a_en/);
    // A plain negative number is a number in a spreadsheet, not a formula (csv.ts): exported as is, imported as -2.
    expect(row).toContain(`"If $x+2=0$, x is",-2,2,0,1`);
    const again = await upload(exported.text);
    expect(await again.json()).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect((await prisma().practiceQuestion.findFirstOrThrow()).optionsEn).toEqual(["-2", "2", "0", "1"]);
  });

  it("is staff only", async () => {
    expect((await call(gateway, "GET", path, { token: learner.token })).status).toBe(403);
    expect((await upload(`${header}\n`, learner.token)).status).toBe(403);
    expect((await call(gateway, "GET", path)).status).toBe(401);
  });
});
