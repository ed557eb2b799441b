// Job openings with the spec's placement filters (section 5), applied in the database.
import type { Placement, Prisma, PrismaClient } from "@app/db";
import { modelRows, staffWrites } from "../shared/staff-crud.ts";
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

/** Staff writes, audited (shared/staff-crud.ts). */
export const placementWrites = staffWrites(
  modelRows<Placement, PlacementData, Prisma.PlacementUpdateInput>(
    { entity: "Placement", label: "Placement" },
    (tx) => tx.placement,
  ),
);
