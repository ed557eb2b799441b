// LIKE wildcards in search text are literal over REST and GraphQL, on PGlite and PostgreSQL.
// Before the fix `?category=%25` listed every course and `%`/`_` in internship and placement searches matched all.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { call, graphql } from "../../test/reliability/http.ts";

const TITLES = {
  percent: "Flat 50% off",
  underscore: "snake_case basics",
  backslash: "Paths like C:\\temp",
  plain: "Plain title",
};

async function seed(db: Database) {
  const tag = crypto.randomBytes(3).toString("hex");
  for (const [index, title] of Object.values(TITLES).entries()) {
    const category = `${title} ${tag}`;
    await db.prisma.course.create({
      data: {
        title,
        published: true,
        categories: { connectOrCreate: { where: { name: category }, create: { name: category } } },
      },
    });
    await db.prisma.internship.create({
      data: {
        title,
        company: `Co ${index}`,
        type: "Remote",
        duration: "2 months",
        stipend: "0",
        location: `City ${title}`,
        deadline: new Date(),
      },
    });
    await db.prisma.placement.create({
      data: {
        title,
        company: `Co ${index}`,
        experience: "0-1",
        category: "IT",
        location: `City ${title}`,
        salary: `${title} LPA`,
      },
    });
  }
}

const sorted = (rows: { title: string }[]) => rows.map((row) => row.title).sort();

describe.each(databaseKinds())("LIKE wildcards on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;

  beforeAll(async () => {
    db = await kind.open();
    await seed(db);
    gateway = await startGatewayOn(db);
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  it("REST course category and search: % matches no category and only the course containing it", async () => {
    const byCategory = await call(`${gateway.url}/api/courses/published?category=%25`);
    expect(byCategory.status).toBe(200);
    expect(byCategory.body).toEqual([]);
    const underscore = await call(
      `${gateway.url}/api/courses/published?category=_${encodeURIComponent(TITLES.plain.slice(1))}%25`,
    );
    expect(underscore.body).toEqual([]);
    for (const [text, title] of [
      ["%", TITLES.percent],
      ["_", TITLES.underscore],
      ["\\", TITLES.backslash],
    ]) {
      const found = await call(`${gateway.url}/api/courses/published?search=${encodeURIComponent(text)}`);
      expect(sorted(found.body)).toEqual([title]);
    }
  });

  it("GraphQL internships and placements: %, _ and \\ match only listings containing them", async () => {
    const query = `query($text: String) {
      internships(search: $text) { title } byLocation: internships(location: $text) { title }
      placements(search: $text) { title } bySalary: placements(salary: $text) { title } placementsByLocation: placements(location: $text) { title }
    }`;
    for (const [text, title] of [
      ["%", TITLES.percent],
      ["_", TITLES.underscore],
      ["\\", TITLES.backslash],
    ]) {
      const { body } = await graphql(gateway.url, query, { text });
      expect(body.errors).toBeUndefined();
      for (const rows of Object.values(body.data as Record<string, { title: string }[]>))
        expect(sorted(rows)).toEqual([title]);
    }
  });
});
