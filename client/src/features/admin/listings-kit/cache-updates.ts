import type { ApolloCache, Reference } from "@apollo/client";

/** Puts a created object first in a root list (staffNews ...), so the table shows it without a refetch. */
export function prependToList(
  cache: ApolloCache,
  field: string,
  created: { __typename?: string; id: string } | undefined,
) {
  const ref = created && cache.identify(created);
  if (!ref) return;
  cache.modify<Record<string, readonly Reference[]>>({
    fields: { [field]: (existing, { toReference }) => [toReference(ref) as Reference, ...(existing ?? [])] },
  });
}

/** Drops a deleted object from every list and query that held it. */
export function evictObject(cache: ApolloCache, typename: string, id: string) {
  cache.evict({ id: cache.identify({ __typename: typename, id }) });
  cache.gc();
}
