// Internship listings with the spec's filters (section 5), applied in the database.
import type { Internship, Prisma, PrismaClient } from "@app/db";
import { modelRows, staffWrites } from "../shared/staff-crud.ts";
import { containsText, titleOrCompany } from "../shared/text-filters.ts";

export type InternshipSelection = Pick<Prisma.InternshipFindManyArgs, "select" | "omit" | "take">;
export type InternshipData = Prisma.InternshipCreateInput;

export interface InternshipFilter {
  search?: string | null;
  type?: string | null;
  location?: string | null;
}

/** Title or company contains the search text; type equals; location contains. Blank means "any". */
export function internshipWhere({ search, type, location }: InternshipFilter): Prisma.InternshipWhereInput {
  return {
    AND: [
      search ? titleOrCompany(search) : {},
      type ? { type } : {},
      location ? { location: containsText(location) } : {},
    ],
  };
}

const newest = [{ createdAt: "desc" as const }, { id: "asc" as const }];

/** Learners see published openings only (docs/staff-console.md). */
export function listInternships(prisma: PrismaClient, filter: InternshipFilter, query: InternshipSelection = {}) {
  return prisma.internship.findMany({
    ...query,
    where: { AND: [{ published: true }, internshipWhere(filter)] },
    orderBy: newest,
  });
}

export function listAllInternships(prisma: PrismaClient, query: InternshipSelection = {}) {
  return prisma.internship.findMany({ ...query, orderBy: newest });
}

/** Staff writes, audited (shared/staff-crud.ts). */
export const internshipWrites = staffWrites(
  modelRows<Internship, InternshipData, Prisma.InternshipUpdateInput>(
    { entity: "Internship", label: "Internship" },
    (tx) => tx.internship,
  ),
);
