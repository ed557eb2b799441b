import { useQuery } from "@apollo/client/react";
import { MeDocument } from "../../gql/graphql.ts";
import { useSession } from "./session-context.tsx";

/** The backend user (profile fields, picture) from the normalized cache; null until signed in. */
export function useMe() {
  const { token, user } = useSession();
  const { data, loading } = useQuery(MeDocument, { skip: !token || !user });
  return { me: token && user ? (data?.me ?? null) : null, loading };
}
