// Where a type or field is defined, its author says whether the gateway's content cache may share its answer
// (decisions 005 and 020). The policy (content-cache-policy.ts) reads these marks from the built schema; nothing
// else lists cacheable types or fields.

/** The key under GraphQL `extensions` on object types and fields. */
export const CONTENT_CACHE = "contentCache";

export type ContentCacheMark = "public" | "viewer" | "staff";

/**
 * On an object type: every field reads only tables whose writes raise the content version (migrations
 * 20261123000000_content_version and 20261126040000_public_listings_content_version) and answers the same for
 * every viewer who is not staff. On a root query field: its answer is such content, so it may be cached.
 */
export const publicContent = { extensions: { [CONTENT_CACHE]: "public" } } as const;

/**
 * On a field of public content: its value depends on who asks (constant for anonymous viewers, false or null),
 * so an answer selecting it is shared between anonymous viewers only.
 */
export const viewerDependent = { extensions: { [CONTENT_CACHE]: "viewer" } } as const;

/**
 * On a field of public content: staff only, answered per author and read from tables outside the content
 * version, so an answer selecting it is never cached.
 */
export const staffOnly = { extensions: { [CONTENT_CACHE]: "staff" } } as const;

export function contentCacheMark(definition: {
  extensions?: Readonly<Record<string, unknown>> | null;
}): ContentCacheMark | undefined {
  const mark = definition.extensions?.[CONTENT_CACHE];
  return mark === "public" || mark === "viewer" || mark === "staff" ? mark : undefined;
}
