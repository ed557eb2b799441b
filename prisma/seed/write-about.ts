// About page: the singleton mission/vision row, features, team members and partners (spec section 2, About).
import type { Prisma } from "../src/index.ts";
import { features, mission, partners, team, vision } from "./content/about.ts";
import { stableId } from "./ids.ts";

export async function writeAbout(tx: Prisma.TransactionClient): Promise<void> {
  await tx.aboutContent.upsert({ where: { id: 1 }, create: { id: 1, mission, vision }, update: {} });
  await tx.aboutFeature.createMany({
    skipDuplicates: true,
    data: features.map(({ key, ...feature }, index) => ({
      ...feature,
      id: stableId("feature", key),
      sortOrder: index + 1,
    })),
  });
  await tx.teamMember.createMany({
    skipDuplicates: true,
    data: team.map(({ key, ...member }, index) => ({ ...member, id: stableId("team", key), sortOrder: index + 1 })),
  });
  await tx.partner.createMany({
    skipDuplicates: true,
    data: partners.map(({ key, ...partner }, index) => ({
      ...partner,
      id: stableId("partner", key),
      sortOrder: index + 1,
    })),
  });
}
