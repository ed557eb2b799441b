// News ticker items (spec section 2, home): only published items reach learners, newest first. Staff writes
// (docs/staff-console.md) are audited.
import type { Prisma, PrismaClient } from "@app/db";
import type { Viewer } from "../../context.ts";
import { auditedCreate, auditedDelete, auditedUpdate } from "../audit/audited-write.ts";

// The selection Pothos derives from the GraphQL query, so only requested columns load.
export type NewsQuery = Pick<Prisma.NewsItemFindManyArgs, "select" | "omit" | "take">;
export type NewsItemData = Prisma.NewsItemCreateInput;

const newest = [{ publishedAt: "desc" as const }, { id: "asc" as const }];
const target = { entity: "NewsItem" as const, label: "News item" };

export function listPublishedNews(prisma: PrismaClient, query: NewsQuery = {}) {
  return prisma.newsItem.findMany({ ...query, where: { published: true }, orderBy: newest });
}

/** The staff console's list: unpublished items too. */
export function listAllNews(prisma: PrismaClient, query: NewsQuery = {}) {
  return prisma.newsItem.findMany({ ...query, orderBy: newest });
}

export function createNewsItem(prisma: PrismaClient, actor: Viewer, data: NewsItemData) {
  return auditedCreate(prisma, actor, target, (tx) => tx.newsItem.create({ data }));
}

export function updateNewsItem(prisma: PrismaClient, actor: Viewer, id: string, data: Prisma.NewsItemUpdateInput) {
  return auditedUpdate(prisma, actor, target, {
    action: "update",
    id,
    read: (tx) => tx.newsItem.findUnique({ where: { id } }),
    write: (tx) => tx.newsItem.update({ where: { id }, data }),
  });
}

export function setNewsItemPublished(prisma: PrismaClient, actor: Viewer, id: string, published: boolean) {
  return auditedUpdate(prisma, actor, target, {
    action: published ? "publish" : "unpublish",
    id,
    read: (tx) => tx.newsItem.findUnique({ where: { id } }),
    write: (tx) => tx.newsItem.update({ where: { id }, data: { published } }),
  });
}

export function deleteNewsItem(prisma: PrismaClient, actor: Viewer, id: string) {
  return auditedDelete(prisma, actor, target, {
    id,
    read: (tx) => tx.newsItem.findUnique({ where: { id } }),
    remove: (tx) => tx.newsItem.delete({ where: { id } }),
  });
}
