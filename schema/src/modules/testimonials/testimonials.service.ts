// Success stories for the internships page (spec section 2): shown only when any exist.
import type { Prisma, PrismaClient } from "@app/db";

export type TestimonialSelection = Pick<Prisma.TestimonialFindManyArgs, "select" | "omit" | "take">;

export function listTestimonials(prisma: PrismaClient, query: TestimonialSelection = {}) {
  return prisma.testimonial.findMany({ ...query, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
}
