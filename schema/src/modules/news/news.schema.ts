import { z } from "zod";
import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { registerStaffMutations } from "../shared/staff-crud.ts";
import { listAllNews, listPublishedNews, newsWrites } from "./news.service.ts";
import { newsLimits } from "../../input-limits.ts";
import { requiredText } from "../shared/input-rules.ts";

export const NewsItemRef = builder.prismaObject("NewsItem", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    category: t.exposeString("category"),
    title: t.exposeString("title"),
    source: t.exposeString("source"),
    url: t.exposeString("url", { nullable: true }),
    published: t.exposeBoolean("published"),
    publishedAt: t.expose("publishedAt", { type: "DateTime" }),
  }),
});

const NewsItemInput = builder.inputType("NewsItemInput", {
  fields: (t) => ({
    category: t.string({ required: true, validate: requiredText(newsLimits.category) }),
    title: t.string({ required: true, validate: requiredText(newsLimits.title) }),
    source: t.string({ required: true, validate: requiredText(newsLimits.source) }),
    url: t.string({ validate: z.httpUrl().max(2048).nullish() }),
    published: t.boolean({ description: "Defaults to true on create; null keeps the current value on update." }),
    publishedAt: t.field({ type: "DateTime", description: "Defaults to now." }),
  }),
});

builder.queryFields((t) => ({
  news: t.prismaField({
    ...publicContent,
    type: ["NewsItem"],
    description: "Published news, newest first (the home ticker).",
    args: { limit: t.arg.int(limitArg(listLimits.listings)) },
    resolve: (query, _root, { limit }, context) => listPublishedNews(context.prisma, { ...query, take: take(limit) }),
  }),
  staffNews: t.prismaField({
    type: ["NewsItem"],
    authScopes: { admin: true },
    description: "Every news item, unpublished too, newest first.",
    resolve: (query, _root, _args, context) => listAllNews(context.prisma, query),
  }),
}));

const toData = (input: typeof NewsItemInput.$inferInput) => ({
  category: input.category,
  title: input.title,
  source: input.source,
  url: input.url ?? null,
  published: input.published ?? undefined,
  publishedAt: input.publishedAt ?? undefined,
});

registerStaffMutations({ name: "NewsItem", ref: NewsItemRef, input: NewsItemInput, toData, writes: newsWrites });
