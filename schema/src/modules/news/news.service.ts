// News ticker items (spec section 2, home): only published items reach learners, newest first. Staff writes
// (docs/staff-console.md) are audited.
import type { NewsItem, Prisma, PrismaClient } from "@app/db";
import { modelRows, staffWrites } from "../shared/staff-crud.ts";

// The selection Pothos derives from the GraphQL query, so only requested columns load.
export type NewsQuery = Pick<Prisma.NewsItemFindManyArgs, "select" | "omit" | "take">;
export type NewsItemData = Prisma.NewsItemCreateInput;

const newest = [{ publishedAt: "desc" as const }, { id: "asc" as const }];

export function listPublishedNews(prisma: PrismaClient, query: NewsQuery = {}) {
  return prisma.newsItem.findMany({ ...query, where: { published: true }, orderBy: newest });
}

/** The staff console's list: unpublished items too. */
export function listAllNews(prisma: PrismaClient, query: NewsQuery = {}) {
  return prisma.newsItem.findMany({ ...query, orderBy: newest });
}

/** Staff writes, audited (shared/staff-crud.ts). */
export const newsWrites = staffWrites(
  modelRows<NewsItem, NewsItemData, Prisma.NewsItemUpdateInput>(
    { entity: "NewsItem", label: "News item" },
    (tx) => tx.newsItem,
  ),
);
