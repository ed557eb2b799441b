// Decision 020: the public listings and the About page are answered from the content cache while their tables
// are unchanged, forgotten at their writers' commit, and carry HTTP validators; over real HTTP and the real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../../test/start-gateway.ts";
import { call, signIn, type Learner } from "../../rest/rest-test-helpers.ts";
import { requestStatements } from "../../../test/request-statements.ts";

let gateway: TestGateway;
let admin: Learner;
let learner: Learner;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await signIn(gateway);
  learner = await signIn(gateway);
  await gateway.app.services.db.prisma.user.update({ where: { id: admin.user.id }, data: { role: "admin" } });
});
afterAll(() => gateway.close());

/** A query as the browser sends it: GET, its text, operation name and variables in the URL. */
const get = (query: string, operationName: string, headers: Record<string, string> = {}, token?: string) =>
  call(gateway, "GET", `/graphql?${new URLSearchParams({ query, operationName, variables: "{}" })}`, {
    headers,
    token,
  });

const mutate = (query: string, variables: Record<string, unknown> = {}) =>
  call(gateway, "POST", "/graphql", { body: { query, variables }, token: admin.token });

async function statementsOf(run: () => Promise<unknown>) {
  return requestStatements((await gateway.app.services.db.countStatements(run)).statements);
}

const listings: Record<string, string> = {
  News: `query News { news { id title } }`,
  Internships: `query Internships { internships { id title company } }`,
  Exams: `query Exams { exams { id title currentParticipants isFull isRegistered } }`,
  ExamCategories: `query ExamCategories { examCategories { name count } }`,
  Placements: `query Placements { placements { id title skills } }`,
  Testimonials: `query Testimonials { testimonials { id text name } }`,
  About: `query About { about { id mission features { title } team { name imageSources { src } } partners { name } } }`,
};

describe("public listings from the content cache", () => {
  for (const [name, query] of Object.entries(listings)) {
    it(`answers a repeated anonymous ${name} read without a statement`, async () => {
      const first = await get(query, name);
      expect(first.status).toBe(200);
      expect(first.json.errors).toBeUndefined();
      const statements = await statementsOf(async () => expect((await get(query, name)).text).toBe(first.text));
      expect(statements).toEqual([]);
    });
  }

  it("serves each writer's change on the next read", async () => {
    const read = () => get(listings.News, "News");
    await read();
    const created = await mutate(
      `mutation { createNewsItem(input: { category: "Exams", title: "Fresh news", source: "NTA" }) { id } }`,
    );
    expect(created.json.errors).toBeUndefined();
    expect((await read()).json.data.news.map((item: { title: string }) => item.title)).toContain("Fresh news");

    await get(listings.About, "About");
    expect(
      (await mutate(`mutation { updateAbout(mission: "A new mission", vision: "A new vision") { id } }`)).json.errors,
    ).toBeUndefined();
    expect((await get(listings.About, "About")).json.data.about.mission).toBe("A new mission");

    const exam = await mutate(
      `mutation { createExam(input: { title: "Mock GATE", category: "GATE", mode: "online", duration: 60, examDate: "2099-01-01T00:00:00Z", maxParticipants: 1 }) { id } }`,
    );
    const examId = exam.json.data.createExam.id as string;
    const seats = async () =>
      (await get(listings.Exams, "Exams")).json.data.exams.find((e: { id: string }) => e.id === examId);
    expect(await seats()).toMatchObject({ currentParticipants: 0, isFull: false, isRegistered: false });
    // A learner's registration changes the public seat count: the cached listing is forgotten with it.
    const registered = await call(gateway, "POST", "/graphql", {
      body: { query: `mutation ($id: ID!) { registerForExam(examId: $id) { id } }`, variables: { id: examId } },
      token: learner.token,
    });
    expect(registered.json.errors).toBeUndefined();
    expect(await seats()).toMatchObject({ currentParticipants: 1, isFull: true, isRegistered: false });
  });

  it("sees a write made by another process sharing the database", async () => {
    await get(listings.Testimonials, "Testimonials");
    // Raw SQL on the driver: what a second gateway's Prisma would send, without passing this cache.
    await gateway.app.services.db.query(
      `INSERT INTO "Testimonial" ("id", "text", "name") VALUES (gen_random_uuid(), 'Written elsewhere', 'Meera')`,
    );
    expect(
      (await get(listings.Testimonials, "Testimonials")).json.data.testimonials.map((t: { text: string }) => t.text),
    ).toContain("Written elsewhere");
  });

  it("never shares a signed-in viewer's registration, and validates anonymous answers with an ETag", async () => {
    const mine = await get(listings.Exams, "Exams", {}, learner.token);
    expect(mine.json.data.exams.some((exam: { isRegistered: boolean }) => exam.isRegistered)).toBe(true);
    expect(mine.headers.get("cache-control")).toMatch(/no-store/);
    const anonymous = await get(listings.Exams, "Exams");
    expect(anonymous.json.data.exams.every((exam: { isRegistered: boolean }) => !exam.isRegistered)).toBe(true);
    const etag = anonymous.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(anonymous.headers.get("cache-control")).toMatch(/public/);
    const revalidated = await get(listings.Exams, "Exams", { "if-none-match": etag! });
    expect(revalidated.status).toBe(304);
  });
});
