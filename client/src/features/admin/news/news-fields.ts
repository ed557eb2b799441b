import type { AdminNewsItemFragment, NewsItemInput } from "../../../gql-admin/graphql.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../listings-kit/form-spec.ts";

// Limits mirror NewsItemInput's rules (schema/src/modules/news/news.schema.ts).
export const newsFields: readonly FieldSpec[] = [
  { name: "title", label: "Title", kind: "text", max: 300, required: true },
  { name: "category", label: "Category", kind: "text", max: 60, required: true, helperText: "e.g. Exams, Scholarships, Jobs" },
  { name: "source", label: "Source", kind: "text", max: 120, required: true, helperText: "Who published it, e.g. UGC" },
  { name: "url", label: "Link", kind: "url", helperText: "Optional: the full story, starting with https://" },
  { name: "published", label: "Published (shown on the home page)", kind: "checkbox" },
];

export function newsValues(item: AdminNewsItemFragment | null): FormValues {
  if (!item) return { ...blankValues(newsFields), published: true };
  return { title: item.title, category: item.category, source: item.source, url: item.url ?? "", published: item.published };
}

export const newsInput = (values: FormValues): NewsItemInput => ({
  title: requiredText(values.title),
  category: requiredText(values.category),
  source: requiredText(values.source),
  url: optionalText(values.url),
  published: values.published === true,
});
