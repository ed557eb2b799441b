// Internship listings with the spec's filters (section 5), applied in the database.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../audit/audited-write.ts";
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
const target = { entity: "Internship" as const, label: "Internship" };

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

export function createInternship(prisma: PrismaClient, actor: Viewer, data: InternshipData) {
  return auditedCreate(prisma, actor, target, (tx) => tx.internship.create({ data }));
}

export function updateInternship(prisma: PrismaClient, actor: Viewer, id: string, data: Prisma.InternshipUpdateInput) {
  return auditedUpdate(prisma, actor, target, {
    action: "update",
    id,
    read: (tx) => tx.internship.findUnique({ where: { id } }),
    write: (tx) => tx.internship.update({ where: { id }, data }),
  });
}

export function setInternshipPublished(prisma: PrismaClient, actor: Viewer, id: string, published: boolean) {
  return auditedUpdate(prisma, actor, target, {
    action: published ? "publish" : "unpublish",
    id,
    read: (tx) => tx.internship.findUnique({ where: { id } }),
    write: (tx) => tx.internship.update({ where: { id }, data: { published } }),
  });
}

export function deleteInternship(prisma: PrismaClient, actor: Viewer, id: string) {
  return auditedDelete(prisma, actor, target, {
    id,
    read: (tx) => tx.internship.findUnique({ where: { id } }),
    remove: (tx) => tx.internship.delete({ where: { id } }),
  });
}
