// Job openings with the spec's placement filters (section 5), applied in the database.
import type { Prisma, PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";
import { containsText, titleOrCompany } from "../shared/text-filters.ts";

export type PlacementSelection = Pick<Prisma.PlacementFindManyArgs, "select" | "omit">;
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

export function listPlacements(prisma: PrismaClient, filter: PlacementFilter, query: PlacementSelection = {}) {
  return prisma.placement.findMany({
    ...query,
    where: placementWhere(filter),
    orderBy: [{ postedDate: "desc" }, { id: "asc" }],
  });
}

export function createPlacement(prisma: PrismaClient, data: PlacementData, query: PlacementSelection = {}) {
  return prisma.placement.create({ ...query, data });
}

export async function updatePlacement(
  prisma: PrismaClient,
  id: string,
  data: PlacementData,
  query: PlacementSelection = {},
) {
  const { count } = await prisma.placement.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("Placement");
  return prisma.placement.findUniqueOrThrow({ ...query, where: { id } });
}
