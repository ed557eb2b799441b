// Rich HTML stored through the admin mutations (lesson descriptions, notes) comes back without anything that
// can run script: the server sanitises on write, whatever the payload's disguise.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type Database } from "@app/db";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";
import { adminToken } from "../../test/reliability/fixtures.ts";
import { call, graphql } from "../../test/reliability/http.ts";

let db: Database;
let gateway: RunningGateway;
let admin: string;

beforeAll(async () => {
  db = await openDatabase({ target: { kind: "pglite", location: "memory://" } });
  gateway = await startGatewayOn(db);
  admin = await adminToken(db);
});
afterAll(async () => {
  await gateway?.close();
  await db?.close();
});

const payloads = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<IMG SRC=x OnErRoR=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  "<svg onload=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<object data="javascript:alert(1)"></object><embed src="x.swf">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<details open ontoggle=alert(1)>",
  "<body onload=alert(1)>",
  '<a href="vbscript:msgbox(1)">x</a>',
];

const decode = (html: string) =>
  html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCharCode(Number(dec)))
    .replace(/[\t\n\r]/g, "");
const DANGEROUS =
  /<\s*(script|iframe|object|embed|svg|math|style|form|body|noscript)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:text\/html/i;

it(`stores ${payloads.length} script payloads in lesson descriptions and notes without anything executable`, async () => {
  const course = await graphql(
    gateway.url,
    `
      mutation {
        createCourse(input: { title: "XSS", published: true }) {
          id
        }
      }
    `,
    {},
    admin,
  );
  const courseId = course.body.data?.createCourse.id;
  expect(courseId, course.text).toBeTruthy();
  const offenders: string[] = [];
  for (const [index, payload] of payloads.entries()) {
    const html = `<p>Keep <b>this</b></p>${payload}`;
    const lesson = await graphql(
      gateway.url,
      `
        mutation ($courseId: ID!, $input: LessonInput!) {
          createLesson(courseId: $courseId, input: $input) {
            id
            description
          }
        }
      `,
      { courseId, input: { title: `L${index}`, position: index + 1, description: html } },
      admin,
    );
    const lessonId = lesson.body.data?.createLesson.id;
    expect(lessonId, lesson.text).toBeTruthy();
    const updated = await graphql(
      gateway.url,
      `
        mutation ($id: ID!, $input: LessonInput!) {
          updateLesson(id: $id, input: $input) {
            description
          }
        }
      `,
      { id: lessonId, input: { title: `L${index}`, position: index + 1, description: `${html}<i>updated</i>` } },
      admin,
    );
    const note = await graphql(
      gateway.url,
      `
        mutation ($lessonId: ID!, $input: LessonContentInput!) {
          createLessonContent(lessonId: $lessonId, input: $input) {
            content
          }
        }
      `,
      { lessonId, input: { type: "note", title: "Note", content: html } },
      admin,
    );
    const served = await call(`${gateway.url}/api/lessons/${lessonId}`);
    const notes = await call(`${gateway.url}/api/lessons/${lessonId}/contents/note`);
    const stored = await db.prisma.lesson.findUniqueOrThrow({ where: { id: lessonId } });
    const outputs = {
      created: lesson.body.data?.createLesson.description,
      updated: updated.body.data?.updateLesson.description,
      note: note.body.data?.createLessonContent.content,
      restLesson: served.body?.description,
      restNote: notes.body?.[0]?.content,
      database: stored.description,
    };
    for (const [where, output] of Object.entries(outputs)) {
      if (typeof output !== "string") offenders.push(`${payload} [${where}]: missing (${JSON.stringify(output)})`);
      else if (DANGEROUS.test(decode(output))) offenders.push(`${payload} [${where}]: ${output}`);
      else if (!output.includes("<b>this</b>")) offenders.push(`${payload} [${where}]: benign HTML lost: ${output}`);
    }
  }
  expect(offenders).toEqual([]);
});
