import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "@app/db/testing";
import type { Database } from "@app/db";
import { createTestContext, execute } from "../../testing/test-context.ts";
import { defaultAboutTexts } from "./about.service.ts";

let db: Database;
const admin = { userId: "u-admin", authId: "a-admin", role: "admin" as const };
const student = { userId: "u-student", authId: "a-student", role: "student" as const };

beforeAll(async () => {
  db = await openTestDatabase();
  // Staff writes are audited against the author's row (docs/staff-console.md): the admin is a real account.
  await db.prisma.user.create({
    data: { id: "u-admin", authId: "a-admin", email: "admin@example.com", role: "admin" },
  });
});
afterAll(() => db.close());

const ABOUT = `{ about { id mission vision features { title } team { name position email } partners { name website } } }`;
const UPDATE_ABOUT = `mutation($mission: String!, $vision: String!) { updateAbout(mission: $mission, vision: $vision) { id mission vision } }`;
const CREATE_MEMBER = `mutation($input: TeamMemberInput!) { createTeamMember(input: $input) { id name bio image } }`;
const UPDATE_MEMBER = `mutation($id: ID!, $input: TeamMemberInput!) { updateTeamMember(id: $id, input: $input) { id position } }`;
const CREATE_PARTNER = `mutation($input: PartnerInput!) { createPartner(input: $input) { id name description website } }`;
const UPDATE_PARTNER = `mutation($id: ID!, $input: PartnerInput!) { updatePartner(id: $id, input: $input) { id name } }`;

const anonymous = () => createTestContext({ db });
const asAdmin = () => createTestContext({ db, viewer: admin });

describe("about", () => {
  it("falls back to default texts and empty lists before anything is stored", async () => {
    const result = await execute(anonymous(), ABOUT);
    expect(result.data?.about).toEqual({ id: "about", ...defaultAboutTexts, features: [], team: [], partners: [] });
  });

  it("returns stored texts and lists ordered by sortOrder", async () => {
    await db.prisma.aboutFeature.createMany({
      data: [
        { title: "Flexible Learning", description: "Any time", sortOrder: 2 },
        { title: "Expert Instructors", description: "Industry", sortOrder: 1 },
      ],
    });
    const updated = await execute(asAdmin(), UPDATE_ABOUT, { mission: "Teach well", vision: "Everyone learns" });
    expect(updated.data?.updateAbout).toEqual({ id: "about", mission: "Teach well", vision: "Everyone learns" });
    await execute(asAdmin(), CREATE_MEMBER, { input: { name: "Meera", position: "CTO", sortOrder: 2 } });
    await execute(asAdmin(), CREATE_MEMBER, {
      input: { name: "Arjun", position: "CEO", email: "arjun@example.in", sortOrder: 1 },
    });
    const result = await execute(anonymous(), ABOUT);
    expect(result.data?.about).toMatchObject({
      mission: "Teach well",
      vision: "Everyone learns",
      features: [{ title: "Expert Instructors" }, { title: "Flexible Learning" }],
      team: [
        { name: "Arjun", position: "CEO", email: "arjun@example.in" },
        { name: "Meera", position: "CTO", email: null },
      ],
    });
  });

  it("creates and updates team members and partners", async () => {
    const member = await execute(asAdmin(), CREATE_MEMBER, {
      input: { name: "Kavya", position: "Head of Content", image: "https://cdn.example.in/kavya.png" },
    });
    const memberId = (member.data?.createTeamMember as { id: string }).id;
    expect(member.data?.createTeamMember).toEqual({
      id: memberId,
      name: "Kavya",
      bio: "",
      image: "https://cdn.example.in/kavya.png",
    });
    const moved = await execute(asAdmin(), UPDATE_MEMBER, { id: memberId, input: { name: "Kavya", position: "COO" } });
    expect(moved.data?.updateTeamMember).toEqual({ id: memberId, position: "COO" });
    const partner = await execute(asAdmin(), CREATE_PARTNER, {
      input: { name: "IIT Delhi", website: "https://iitd.ac.in" },
    });
    const partnerId = (partner.data?.createPartner as { id: string }).id;
    expect(partner.data?.createPartner).toEqual({
      id: partnerId,
      name: "IIT Delhi",
      description: "",
      website: "https://iitd.ac.in",
    });
    const renamed = await execute(asAdmin(), UPDATE_PARTNER, { id: partnerId, input: { name: "IIT Bombay" } });
    expect(renamed.data?.updatePartner).toEqual({ id: partnerId, name: "IIT Bombay" });
  });

  it("answers not_found and invalid_input", async () => {
    const member = await execute(asAdmin(), UPDATE_MEMBER, { id: "missing", input: { name: "X", position: "Y" } });
    expect(member.errors?.[0].extensions.code).toBe("not_found");
    const partner = await execute(asAdmin(), UPDATE_PARTNER, { id: "missing", input: { name: "X" } });
    expect(partner.errors?.[0].extensions.code).toBe("not_found");
    const badLink = await execute(asAdmin(), CREATE_MEMBER, {
      input: { name: "X", position: "Y", linkedin: "javascript:void(0)" },
    });
    expect(badLink.errors?.[0].extensions.code).toBe("invalid_input");
    const badEmail = await execute(asAdmin(), CREATE_MEMBER, {
      input: { name: "X", position: "Y", email: "not-an-email" },
    });
    expect(badEmail.errors?.[0].extensions.code).toBe("invalid_input");
    const blank = await execute(asAdmin(), UPDATE_ABOUT, { mission: " ", vision: "v" });
    expect(blank.errors?.[0].extensions.code).toBe("invalid_input");
  });

  it("keeps admin mutations from anonymous callers and students", async () => {
    const texts = { mission: "m", vision: "v" };
    expect((await execute(anonymous(), UPDATE_ABOUT, texts)).errors?.[0].extensions.code).toBe("unauthenticated");
    const asStudent = createTestContext({ db, viewer: student });
    expect((await execute(asStudent, UPDATE_ABOUT, texts)).errors?.[0].extensions.code).toBe("forbidden");
    expect((await execute(asStudent, CREATE_PARTNER, { input: { name: "P" } })).errors?.[0].extensions.code).toBe(
      "forbidden",
    );
  });
});
