// The About page (spec section 2): texts from the singleton row, lists ordered by sortOrder; staff writes audited (docs/staff-console.md).
import type { PrismaClient } from "@app/db";
import type { FileStore, Viewer } from "../../context.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../audit/audited-write.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { removeStoredPhoto } from "./team-photo.service.ts";

// The row with id 1 is the only one; until an admin writes it, learners see these texts.
const ABOUT_ID = 1;
export const defaultAboutTexts = {
  mission:
    "To empower Indian students with innovative learning solutions, industry-aligned skills and real career opportunities.",
  vision:
    "A future where every student in India, in every town, can learn from expert faculty and reach the career they aim for.",
};

export async function aboutTexts(prisma: PrismaClient) {
  const row = await prisma.aboutContent.findUnique({
    where: { id: ABOUT_ID },
    select: { mission: true, vision: true },
  });
  return row ?? defaultAboutTexts;
}

export function updateAboutTexts(prisma: PrismaClient, actor: Viewer, texts: { mission: string; vision: string }) {
  return prisma.$transaction(async (tx) => {
    const before = await tx.aboutContent.findUnique({
      where: { id: ABOUT_ID },
      select: { mission: true, vision: true },
    });
    const after = await tx.aboutContent.upsert({
      where: { id: ABOUT_ID },
      create: { id: ABOUT_ID, ...texts },
      update: texts,
      select: { mission: true, vision: true },
    });
    await recordAudit(tx, actor, { action: "update", entity: "About", entityId: "about", before, after });
    return after;
  });
}

const bySortOrder = [{ sortOrder: "asc" as const }, { id: "asc" as const }];
export const listFeatures = (prisma: PrismaClient) => prisma.aboutFeature.findMany({ orderBy: bySortOrder });
export const listTeam = (prisma: PrismaClient) => prisma.teamMember.findMany({ orderBy: bySortOrder });
export const listPartners = (prisma: PrismaClient) => prisma.partner.findMany({ orderBy: bySortOrder });

type TeamMemberData = Parameters<PrismaClient["teamMember"]["create"]>[0]["data"];
type PartnerData = Parameters<PrismaClient["partner"]["create"]>[0]["data"];
type FeatureData = Parameters<PrismaClient["aboutFeature"]["create"]>[0]["data"];

const teamTarget = { entity: "TeamMember" as const, label: "Team member" };
const partnerTarget = { entity: "Partner" as const, label: "Partner" };
const featureTarget = { entity: "AboutFeature" as const, label: "Feature" };

export const createTeamMember = (prisma: PrismaClient, actor: Viewer, data: TeamMemberData) =>
  auditedCreate(prisma, actor, teamTarget, (tx) => tx.teamMember.create({ data }));

export const updateTeamMember = (prisma: PrismaClient, actor: Viewer, id: string, data: TeamMemberData) =>
  auditedUpdate(prisma, actor, teamTarget, {
    action: "update",
    id,
    read: (tx) => tx.teamMember.findUnique({ where: { id } }),
    write: (tx) => tx.teamMember.update({ where: { id }, data }),
  });

/** The stored photo goes after the row: a failed removal leaves an orphan file, never a broken card. */
export async function deleteTeamMember(prisma: PrismaClient, files: FileStore, actor: Viewer, id: string) {
  let image: string | null = null;
  await auditedDelete(prisma, actor, teamTarget, {
    id,
    read: (tx) => tx.teamMember.findUnique({ where: { id } }),
    remove: (tx, before) => {
      image = before.image;
      return tx.teamMember.delete({ where: { id } });
    },
  });
  await removeStoredPhoto(prisma, files, image);
  return id;
}

export const createPartner = (prisma: PrismaClient, actor: Viewer, data: PartnerData) =>
  auditedCreate(prisma, actor, partnerTarget, (tx) => tx.partner.create({ data }));

export const updatePartner = (prisma: PrismaClient, actor: Viewer, id: string, data: PartnerData) =>
  auditedUpdate(prisma, actor, partnerTarget, {
    action: "update",
    id,
    read: (tx) => tx.partner.findUnique({ where: { id } }),
    write: (tx) => tx.partner.update({ where: { id }, data }),
  });

export const deletePartner = (prisma: PrismaClient, actor: Viewer, id: string) =>
  auditedDelete(prisma, actor, partnerTarget, {
    id,
    read: (tx) => tx.partner.findUnique({ where: { id } }),
    remove: (tx) => tx.partner.delete({ where: { id } }),
  });

/** New features go last. */
export const createAboutFeature = (prisma: PrismaClient, actor: Viewer, data: Omit<FeatureData, "sortOrder">) =>
  auditedCreate(prisma, actor, featureTarget, async (tx) => {
    const last = await tx.aboutFeature.aggregate({ _max: { sortOrder: true } });
    return tx.aboutFeature.create({ data: { ...data, sortOrder: (last._max.sortOrder ?? -1) + 1 } });
  });

export const updateAboutFeature = (
  prisma: PrismaClient,
  actor: Viewer,
  id: string,
  data: Omit<FeatureData, "sortOrder">,
) =>
  auditedUpdate(prisma, actor, featureTarget, {
    action: "update",
    id,
    read: (tx) => tx.aboutFeature.findUnique({ where: { id } }),
    write: (tx) => tx.aboutFeature.update({ where: { id }, data }),
  });

export const deleteAboutFeature = (prisma: PrismaClient, actor: Viewer, id: string) =>
  auditedDelete(prisma, actor, featureTarget, {
    id,
    read: (tx) => tx.aboutFeature.findUnique({ where: { id } }),
    remove: (tx) => tx.aboutFeature.delete({ where: { id } }),
  });
