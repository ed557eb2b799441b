// News ticker items (spec section 2, home): only published items reach learners, newest first.
import type { Prisma, PrismaClient } from "@app/db";
import { notFound } from "../../errors.ts";

// The selection Pothos derives from the GraphQL query, so only requested columns load.
export type NewsQuery = Pick<Prisma.NewsItemFindManyArgs, "select" | "omit">;
export type NewsItemData = Prisma.NewsItemCreateInput;

export function listPublishedNews(prisma: PrismaClient, query: NewsQuery = {}) {
  return prisma.newsItem.findMany({
    ...query,
    where: { published: true },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
  });
}

export function createNewsItem(prisma: PrismaClient, data: NewsItemData, query: NewsQuery = {}) {
  return prisma.newsItem.create({ ...query, data });
}

export async function updateNewsItem(prisma: PrismaClient, id: string, data: NewsItemData, query: NewsQuery = {}) {
  const { count } = await prisma.newsItem.updateMany({ where: { id }, data });
  if (count === 0) throw notFound("News item");
  return prisma.newsItem.findUniqueOrThrow({ ...query, where: { id } });
}
