import type { ApolloCache, Reference } from "@apollo/client";

type AboutList = "features" | "team" | "partners";

/** Appends a created feature, member or partner to the cached About page (a singleton with id "about"). */
export function appendToAbout(
  cache: ApolloCache,
  field: AboutList,
  created: { __typename?: string; id: string } | undefined,
) {
  const ref = created && cache.identify(created);
  if (!ref) return;
  cache.modify<Record<AboutList, readonly Reference[]>>({
    id: cache.identify({ __typename: "AboutContent", id: "about" }),
    fields: {
      [field]: (
        existing: readonly Reference[] | undefined,
        { toReference }: { toReference: (id: string) => Reference | undefined },
      ) => [...(existing ?? []), toReference(ref) as Reference],
    },
  });
}
