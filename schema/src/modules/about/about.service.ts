// The About page (spec section 2): texts from the singleton row, lists ordered by sortOrder.
import type { PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";

// The row with id 1 is the only one; until an admin writes it, learners see these texts.
const ABOUT_ID = 1;
export const defaultAboutTexts = {
  mission:
    "To empower Indian students with innovative learning solutions, industry-aligned skills and real career opportunities.",
  vision:
    "A future where every student in India, in every town, can learn from expert faculty and reach the career they aim for.",
};

export async function aboutTexts(prisma: PrismaClient) {
  const row = await prisma.aboutContent.findUnique({ where: { id: ABOUT_ID }, select: { mission: true, vision: true } });
  return row ?? defaultAboutTexts;
}

export function updateAboutTexts(prisma: PrismaClient, texts: { mission: string; vision: string }) {
  return prisma.aboutContent.upsert({
    where: { id: ABOUT_ID },
    create: { id: ABOUT_ID, ...texts },
    update: texts,
    select: { mission: true, vision: true },
  });
}

const bySortOrder = [{ sortOrder: "asc" as const }, { id: "asc" as const }];
export const listFeatures = (prisma: PrismaClient) => prisma.aboutFeature.findMany({ orderBy: bySortOrder });
export const listTeam = (prisma: PrismaClient) => prisma.teamMember.findMany({ orderBy: bySortOrder });
export const listPartners = (prisma: PrismaClient) => prisma.partner.findMany({ orderBy: bySortOrder });

type TeamMemberData = Parameters<PrismaClient["teamMember"]["create"]>[0]["data"];
type PartnerData = Parameters<PrismaClient["partner"]["create"]>[0]["data"];

export const createTeamMember = (prisma: PrismaClient, data: TeamMemberData) => prisma.teamMember.create({ data });
export const createPartner = (prisma: PrismaClient, data: PartnerData) => prisma.partner.create({ data });

export async function updateTeamMember(prisma: PrismaClient, id: string, data: TeamMemberData) {
  const { count } = await prisma.teamMember.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("Team member");
  return prisma.teamMember.findUniqueOrThrow({ where: { id } });
}

export async function updatePartner(prisma: PrismaClient, id: string, data: PartnerData) {
  const { count } = await prisma.partner.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("Partner");
  return prisma.partner.findUniqueOrThrow({ where: { id } });
}
