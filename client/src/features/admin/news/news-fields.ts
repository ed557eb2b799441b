import { newsLimits } from "@app/schema/input-limits";
import type { AdminNewsItemFragment, NewsItemInput } from "../../../gql-admin/graphql.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

// The limits are NewsItemInput's own (schema/src/input-limits.ts); texts are catalogue keys.
export const newsFields: readonly FieldSpec[] = [
  { name: "title", label: "admin-listings:fields.title", kind: "text", max: newsLimits.title, required: true },
  {
    name: "category",
    label: "admin-listings:fields.category",
    kind: "text",
    max: newsLimits.category,
    required: true,
    helperText: "admin-listings:news.categoryHelp",
  },
  {
    name: "source",
    label: "admin-listings:news.source",
    kind: "text",
    max: newsLimits.source,
    required: true,
    helperText: "admin-listings:news.sourceHelp",
  },
  { name: "url", label: "admin-listings:news.link", kind: "url", helperText: "admin-listings:news.linkHelp" },
  { name: "published", label: "admin-listings:news.publishedField", kind: "checkbox" },
];

export function newsValues(item: AdminNewsItemFragment | null): FormValues {
  if (!item) return { ...blankValues(newsFields), published: true };
  return {
    title: item.title,
    category: item.category,
    source: item.source,
    url: item.url ?? "",
    published: item.published,
  };
}

export const newsInput = (values: FormValues): NewsItemInput => ({
  title: requiredText(values.title),
  category: requiredText(values.category),
  source: requiredText(values.source),
  url: optionalText(values.url),
  published: values.published === true,
});
