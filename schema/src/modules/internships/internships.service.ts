// Internship listings with the spec's filters (section 5), applied in the database.
import type { Prisma, PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";
import { containsText, titleOrCompany } from "../shared/text-filters.ts";

export type InternshipSelection = Pick<Prisma.InternshipFindManyArgs, "select" | "omit">;
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

export function listInternships(prisma: PrismaClient, filter: InternshipFilter, query: InternshipSelection = {}) {
  return prisma.internship.findMany({
    ...query,
    where: internshipWhere(filter),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}

export function createInternship(prisma: PrismaClient, data: InternshipData, query: InternshipSelection = {}) {
  return prisma.internship.create({ ...query, data });
}

export async function updateInternship(
  prisma: PrismaClient,
  id: string,
  data: InternshipData,
  query: InternshipSelection = {},
) {
  const { count } = await prisma.internship.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("Internship");
  return prisma.internship.findUniqueOrThrow({ ...query, where: { id } });
}
