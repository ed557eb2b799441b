// The About page in the staff console (docs/staff-console.md): features, deletions, team photos, every write audited, admins only.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import type { Viewer } from "../../context.ts";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { createLearner } from "../../testing/learning-fixtures.ts";
import { AVATAR_SIZE } from "../users/profile-picture.service.ts";

let db: Database;
let admin: Viewer;
let instructor: Viewer;
let student: Viewer;

beforeAll(async () => {
  db = await openTestDatabase();
  admin = await createLearner(db, "admin");
  instructor = await createLearner(db, "instructor");
  student = await createLearner(db, "student");
});
afterAll(() => db.close());

const as = (viewer: Viewer | null) => createTestContext({ db, viewer });
const codeOf = (result: Awaited<ReturnType<typeof execute>>) => result.errors?.[0]?.extensions?.code;
const auditActions = async (entity: string, entityId: string) =>
  (await db.prisma.auditEntry.findMany({ where: { entity, entityId }, orderBy: { createdAt: "asc" } })).map(
    (entry) => entry.action,
  );

const CREATE_FEATURE = `mutation($input: AboutFeatureInput!) { createAboutFeature(input: $input) { id title description } }`;
const UPDATE_FEATURE = `mutation($id: ID!, $input: AboutFeatureInput!) { updateAboutFeature(id: $id, input: $input) { id title } }`;
const DELETE_FEATURE = `mutation($id: ID!) { deleteAboutFeature(id: $id) }`;
const FEATURES = `{ about { features { id title } } }`;
const DELETE_MEMBER = `mutation($id: ID!) { deleteTeamMember(id: $id) }`;
const DELETE_PARTNER = `mutation($id: ID!) { deletePartner(id: $id) }`;
const UPLOAD_PHOTO = `mutation($id: ID!, $file: File!) { uploadTeamMemberPhoto(id: $id, file: $file) { id image } }`;
const UPDATE_ABOUT = `mutation { updateAbout(mission: "Teach", vision: "Everyone") { mission } }`;

describe("about features", () => {
  it("creates features after the existing ones, updates and deletes them, audited", async () => {
    const first = (await execute(as(admin), CREATE_FEATURE, { input: { title: "Mentors", description: "One to one" } }))
      .data?.createAboutFeature as { id: string };
    const second = (
      await execute(as(admin), CREATE_FEATURE, { input: { title: "Projects", description: "Real ones" } })
    ).data?.createAboutFeature as { id: string };
    expect((await execute(as(null), FEATURES)).data?.about).toEqual({
      features: [
        { id: first.id, title: "Mentors" },
        { id: second.id, title: "Projects" },
      ],
    });
    const updated = await execute(as(admin), UPDATE_FEATURE, {
      id: first.id,
      input: { title: "Mentoring", description: "One to one" },
    });
    expect(updated.data?.updateAboutFeature).toEqual({ id: first.id, title: "Mentoring" });
    expect((await execute(as(admin), DELETE_FEATURE, { id: second.id })).data?.deleteAboutFeature).toBe(second.id);
    expect((await execute(as(null), FEATURES)).data?.about).toEqual({
      features: [{ id: first.id, title: "Mentoring" }],
    });
    expect(await auditActions("AboutFeature", first.id)).toEqual(["create", "update"]);
    expect(await auditActions("AboutFeature", second.id)).toEqual(["create", "delete"]);
    const invalid = await execute(as(admin), CREATE_FEATURE, { input: { title: " ", description: "x" } });
    expect(codeOf(invalid)).toBe("invalid_input");
  });

  it("audits the texts, with the fields that changed", async () => {
    await execute(as(admin), UPDATE_ABOUT);
    const entry = await db.prisma.auditEntry.findFirstOrThrow({ where: { entity: "About" } });
    expect(entry).toMatchObject({
      action: "update",
      entityId: "about",
      changes: { mission: { before: null, after: "Teach" } },
    });
  });
});

describe("team members and partners", () => {
  it("deletes members (and their stored photo) and partners, audited", async () => {
    const member = await db.prisma.teamMember.create({ data: { name: "Anita Rao", position: "Director" } });
    const partner = await db.prisma.partner.create({ data: { name: "IIT Madras" } });
    const context = as(admin);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const uploaded = await execute(context, UPLOAD_PHOTO, {
      id: member.id,
      file: new File([new Uint8Array(png)], "a.png", { type: "image/png" }),
    });
    const key = (uploaded.data?.uploadTeamMemberPhoto as { image: string }).image.slice("/api/files/".length);
    expect(context.files.files.has(key)).toBe(true);

    expect((await execute(context, DELETE_MEMBER, { id: member.id })).data?.deleteTeamMember).toBe(member.id);
    expect(context.files.files.has(key)).toBe(false);
    expect((await execute(context, DELETE_PARTNER, { id: partner.id })).data?.deletePartner).toBe(partner.id);
    expect(await db.prisma.teamMember.count({ where: { id: member.id } })).toBe(0);
    expect(await db.prisma.partner.count({ where: { id: partner.id } })).toBe(0);
    expect(await auditActions("TeamMember", member.id)).toEqual(["update", "delete"]);
    expect(await auditActions("Partner", partner.id)).toEqual(["delete"]);
    expect(codeOf(await execute(context, DELETE_PARTNER, { id: partner.id }))).toBe("not_found");
  });

  it("scales an uploaded photo to centred squares at 1x and 2x (WebP and JPEG) and replaces the previous set", async () => {
    const member = await db.prisma.teamMember.create({ data: { name: "Vikram Shah", position: "Mentor" } });
    const context = as(admin);
    const wide = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#cc3300" } })
      .jpeg()
      .toBuffer();
    const first = await execute(context, UPLOAD_PHOTO, {
      id: member.id,
      file: new File([new Uint8Array(wide)], "wide.jpg", { type: "image/jpeg" }),
    });
    expect(first.errors).toBeUndefined();
    const image = (first.data?.uploadTeamMemberPhoto as { image: string }).image;
    expect(image).toMatch(new RegExp(`^/api/files/team/${member.id}\\.[0-9a-f]{20}\\.96x96\\.jpg$`));
    const stem = image.slice("/api/files/".length).replace(/\.96x96\.jpg$/, "");
    const stored = context.files.files.get(`${stem}.192x192.webp`)!;
    expect(stored.contentType).toBe("image/webp");
    expect(await sharp(stored.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 2 * AVATAR_SIZE.width,
      height: 2 * AVATAR_SIZE.height,
    });
    expect(await sharp(context.files.files.get(`${stem}.96x96.jpg`)!.bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 96,
      height: 96,
    });

    const tall = await sharp({ create: { width: 300, height: 700, channels: 3, background: "#0033cc" } })
      .jpeg()
      .toBuffer();
    const second = await execute(context, UPLOAD_PHOTO, {
      id: member.id,
      file: new File([new Uint8Array(tall)], "again.jpg"),
    });
    const next = (second.data?.uploadTeamMemberPhoto as { image: string }).image;
    const nextStem = next.slice("/api/files/".length).replace(/\.96x96\.jpg$/, "");
    expect([...context.files.files.keys()].sort()).toEqual(
      ["96x96.jpg", "96x96.webp", "192x192.jpg", "192x192.webp"].map((size) => `${nextStem}.${size}`).sort(),
    );
    const entries = await db.prisma.auditEntry.findMany({
      where: { entity: "TeamMember", entityId: member.id },
      orderBy: { createdAt: "asc" },
    });
    expect(entries[1].changes).toEqual({ image: { before: image, after: next } });
  });

  it("refuses files that are not images and unknown members, storing nothing", async () => {
    const member = await db.prisma.teamMember.create({ data: { name: "Neha Jain", position: "Coach" } });
    const context = as(admin);
    const text = new File([new TextEncoder().encode("not an image at all")], "x.png", { type: "image/png" });
    expect(codeOf(await execute(context, UPLOAD_PHOTO, { id: member.id, file: text }))).toBe("unsupported_media_type");
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const missing = await execute(context, UPLOAD_PHOTO, {
      id: "missing",
      file: new File([new Uint8Array(png)], "a.png"),
    });
    expect(codeOf(missing)).toBe("not_found");
    expect(context.files.files.size).toBe(0);
  });
});

describe("scopes", () => {
  it("refuses every About write to instructors and students", async () => {
    const member = await db.prisma.teamMember.create({ data: { name: "Guarded", position: "Member" } });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    for (const viewer of [instructor, student]) {
      expect(codeOf(await execute(as(viewer), CREATE_FEATURE, { input: { title: "T", description: "D" } }))).toBe(
        "forbidden",
      );
      expect(
        codeOf(await execute(as(viewer), UPDATE_FEATURE, { id: member.id, input: { title: "T", description: "D" } })),
      ).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), DELETE_FEATURE, { id: member.id }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), DELETE_MEMBER, { id: member.id }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), DELETE_PARTNER, { id: member.id }))).toBe("forbidden");
      expect(codeOf(await execute(as(viewer), UPDATE_ABOUT))).toBe("forbidden");
      const upload = await execute(as(viewer), UPLOAD_PHOTO, {
        id: member.id,
        file: new File([new Uint8Array(png)], "a.png"),
      });
      expect(codeOf(upload)).toBe("forbidden");
    }
    expect(await db.prisma.teamMember.count({ where: { id: member.id } })).toBe(1);
  });
});
