// Job openings with the spec's placement filters (section 5), applied in the database.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../audit/audited-write.ts";
import { containsText, titleOrCompany } from "../shared/text-filters.ts";

export type PlacementSelection = Pick<Prisma.PlacementFindManyArgs, "select" | "omit" | "take">;
export type PlacementData = Prisma.PlacementCreateInput;

export interface PlacementFilter {
  search?: string | null;
  category?: string | null;
  location?: string | null;
  experience?: string | null;
  salary?: string | null;
}

/** Title or company contains; category equals; location contains; experience equals; salary text contains the range. */
export function placementWhere(filter: PlacementFilter): Prisma.PlacementWhereInput {
  const { search, category, location, experience, salary } = filter;
  return {
    AND: [
      search ? titleOrCompany(search) : {},
      category ? { category } : {},
      location ? { location: containsText(location) } : {},
      experience ? { experience } : {},
      salary ? { salary: containsText(salary) } : {},
    ],
  };
}

const newest = [{ postedDate: "desc" as const }, { id: "asc" as const }];
const target = { entity: "Placement" as const, label: "Placement" };

/** Learners see published openings only (docs/staff-console.md). */
export function listPlacements(prisma: PrismaClient, filter: PlacementFilter, query: PlacementSelection = {}) {
  return prisma.placement.findMany({
    ...query,
    where: { AND: [{ published: true }, placementWhere(filter)] },
    orderBy: newest,
  });
}

export function listAllPlacements(prisma: PrismaClient, query: PlacementSelection = {}) {
  return prisma.placement.findMany({ ...query, orderBy: newest });
}

export function createPlacement(prisma: PrismaClient, actor: Viewer, data: PlacementData) {
  return auditedCreate(prisma, actor, target, (tx) => tx.placement.create({ data }));
}

export function updatePlacement(prisma: PrismaClient, actor: Viewer, id: string, data: Prisma.PlacementUpdateInput) {
  return auditedUpdate(prisma, actor, target, {
    action: "update",
    id,
    read: (tx) => tx.placement.findUnique({ where: { id } }),
    write: (tx) => tx.placement.update({ where: { id }, data }),
  });
}

export function setPlacementPublished(prisma: PrismaClient, actor: Viewer, id: string, published: boolean) {
  return auditedUpdate(prisma, actor, target, {
    action: published ? "publish" : "unpublish",
    id,
    read: (tx) => tx.placement.findUnique({ where: { id } }),
    write: (tx) => tx.placement.update({ where: { id }, data: { published } }),
  });
}

export function deletePlacement(prisma: PrismaClient, actor: Viewer, id: string) {
  return auditedDelete(prisma, actor, target, {
    id,
    read: (tx) => tx.placement.findUnique({ where: { id } }),
    remove: (tx) => tx.placement.delete({ where: { id } }),
  });
}
