// A certificate attests the name and course title it was issued with (decision 017): a learner who renames their
// profile, or an instructor who renames the course, changes nothing on the verification answer, the PDF or the
// REST list. Only an admin's audited re-issue puts the current name on a new code, and the old code then answers
// "replaced". Run on PGlite and PostgreSQL.
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@app/db";
import { databaseKinds } from "../../test/reliability/databases.ts";
import { createFixture, staffMember, type Fixture } from "../../test/reliability/fixtures.ts";
import { call, graphql } from "../../test/reliability/http.ts";
import { startGatewayOn, type RunningGateway } from "../../test/reliability/in-process-gateway.ts";

const VERIFY = `query($code: String!) { certificate(code: $code) { id code holderName courseTitle title replaced } }`;

describe.each(databaseKinds())("certificate snapshot on $name", (kind) => {
  let db: Database;
  let gateway: RunningGateway;
  let fixture: Fixture;
  let admin: { id: string; token: string };
  let issued: { id: string; code: string };
  let originalTitle: string;

  beforeAll(async () => {
    db = await kind.open();
    gateway = await startGatewayOn(db);
    fixture = await createFixture(db, { learners: 1, lessons: 2, freeCourses: 0 });
    admin = await staffMember(db, "admin");
    const learner = fixture.learners[0];
    for (const lessonId of fixture.lessonIds) {
      const done = await graphql(
        gateway.url,
        `
          mutation ($id: ID!) {
            completeLesson(lessonId: $id) {
              status
            }
          }
        `,
        { id: lessonId },
        learner.token,
      );
      expect(done.body.errors).toBeUndefined();
    }
    const mine = await graphql(
      gateway.url,
      `
        {
          myCertificates {
            id
            code
          }
        }
      `,
      {},
      learner.token,
    );
    issued = mine.body.data.myCertificates[0];
    originalTitle = (await db.prisma.course.findUniqueOrThrow({ where: { id: fixture.courseId } })).title;
  });
  afterAll(async () => {
    await gateway?.close();
    await db?.close();
  });

  const verify = async (code: string) => (await graphql(gateway.url, VERIFY, { code })).body.data.certificate;
  const pdfSubject = async (code: string) => {
    const response = await fetch(`${gateway.url}/api/certificates/${code}.pdf`);
    return response.status === 200
      ? (await PDFDocument.load(await response.arrayBuffer())).getSubject()
      : response.status;
  };

  it("keeps the name and title it was issued with after the learner and the course are renamed", async () => {
    const learner = fixture.learners[0];
    const renamed = await graphql(
      gateway.url,
      `
        mutation {
          updateProfile(input: { name: "Someone Else" }) {
            name
          }
        }
      `,
      {},
      learner.token,
    );
    expect(renamed.body.data.updateProfile.name).toBe("Someone Else");
    await db.prisma.course.update({ where: { id: fixture.courseId }, data: { title: "A different course" } });

    expect(await verify(issued.code)).toMatchObject({
      holderName: "Learner 0",
      courseTitle: originalTitle,
      title: `Certificate of Completion: ${originalTitle}`,
      replaced: false,
    });
    expect(await pdfSubject(issued.code)).toBe(`Learner 0 completed ${originalTitle}`);
    const rest = await call(`${gateway.url}/api/certificates/my`, { token: learner.token });
    expect(rest.body).toMatchObject([{ code: issued.code, courseTitle: originalTitle }]);
  });

  it("re-issues under the current name for an admin only, audited, and the old code answers replaced", async () => {
    const REISSUE = `mutation($id: ID!) { reissueCertificate(id: $id) { id code holderName courseTitle replaced } }`;
    const refused = await graphql(gateway.url, REISSUE, { id: issued.id }, fixture.learners[0].token);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("forbidden");

    const reissued = await graphql(gateway.url, REISSUE, { id: issued.id }, admin.token);
    expect(reissued.body.errors).toBeUndefined();
    const current = reissued.body.data.reissueCertificate;
    expect(current).toMatchObject({ holderName: "Someone Else", courseTitle: originalTitle, replaced: false });
    expect(current.code).not.toBe(issued.code);

    expect(await verify(issued.code)).toMatchObject({ replaced: true });
    expect(await pdfSubject(issued.code)).toBe(404);
    expect(await pdfSubject(current.code)).toBe(`Someone Else completed ${originalTitle}`);
    const mine = await graphql(
      gateway.url,
      `
        {
          myCertificates {
            code
          }
        }
      `,
      {},
      fixture.learners[0].token,
    );
    expect(mine.body.data.myCertificates).toEqual([{ code: current.code }]);
    const audit = await db.prisma.auditEntry.findMany({ where: { entity: "Certificate", entityId: issued.id } });
    expect(audit).toMatchObject([{ action: "reissue", actorId: admin.id }]);

    const again = await graphql(gateway.url, REISSUE, { id: issued.id }, admin.token);
    expect(again.body.errors?.[0]?.extensions?.code).toBe("invalid_input");
  });
});
