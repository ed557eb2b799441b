import { z } from "zod";
import { builder } from "../../builder.ts";
import { createNewsItem, listPublishedNews, updateNewsItem } from "./news.service.ts";

builder.prismaObject("NewsItem", {
  fields: (t) => ({
    id: t.exposeID("id"),
    category: t.exposeString("category"),
    title: t.exposeString("title"),
    source: t.exposeString("source"),
    url: t.exposeString("url", { nullable: true }),
    publishedAt: t.expose("publishedAt", { type: "DateTime" }),
  }),
});

const NewsItemInput = builder.inputType("NewsItemInput", {
  fields: (t) => ({
    category: t.string({ required: true, validate: z.string().trim().min(1).max(60) }),
    title: t.string({ required: true, validate: z.string().trim().min(1).max(300) }),
    source: t.string({ required: true, validate: z.string().trim().min(1).max(120) }),
    url: t.string({ validate: z.httpUrl().max(2048).nullish() }),
    published: t.boolean({ description: "Defaults to true." }),
    publishedAt: t.field({ type: "DateTime", description: "Defaults to now." }),
  }),
});

builder.queryField("news", (t) =>
  t.prismaField({
    type: ["NewsItem"],
    description: "Published news, newest first (the home ticker).",
    resolve: (query, _root, _args, context) => listPublishedNews(context.prisma, query),
  }),
);

const toData = (input: typeof NewsItemInput.$inferInput) => ({
  category: input.category,
  title: input.title,
  source: input.source,
  url: input.url ?? null,
  published: input.published ?? true,
  publishedAt: input.publishedAt ?? undefined,
});

builder.mutationFields((t) => ({
  createNewsItem: t.prismaField({
    type: "NewsItem",
    authScopes: { admin: true },
    args: { input: t.arg({ type: NewsItemInput, required: true }) },
    resolve: (query, _root, { input }, context) => createNewsItem(context.prisma, toData(input), query),
  }),
  updateNewsItem: t.prismaField({
    type: "NewsItem",
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: NewsItemInput, required: true }) },
    resolve: (query, _root, { id, input }, context) =>
      updateNewsItem(context.prisma, String(id), toData(input), query),
  }),
}));
