import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, InMemoryCache } from "@apollo/client";
import { Observable, of } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { createAuthLink, createRefreshLink } from "./auth-links.ts";

const query = gql`query Ping { apiVersion }`;
const unauthenticated = { errors: [{ message: "Sign in required", extensions: { code: "unauthenticated" } }] };

function clientWith(answers: object[], refresh: () => Promise<string | null>) {
  let token = "old";
  const seen: string[] = [];
  const terminal = new ApolloLink((operation) => {
    seen.push(String((operation.getContext().headers as Record<string, string>).authorization));
    return of(answers[Math.min(seen.length - 1, answers.length - 1)]) as Observable<ApolloLink.Result>;
  });
  const refreshToken = vi.fn(async () => {
    token = (await refresh()) ?? token;
    return token === "old" ? null : token;
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([createRefreshLink(refreshToken), createAuthLink(() => token), terminal]) });
  return { client, seen, refreshToken };
}

describe("auth links", () => {
  it("refreshes the backend token once and retries with it", async () => {
    const { client, seen, refreshToken } = clientWith([unauthenticated, { data: { apiVersion: "1" } }], async () => "new");
    const { data } = await client.query({ query });
    expect(data).toEqual({ apiVersion: "1" });
    expect(seen).toEqual(["Bearer old", "Bearer new"]);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it("gives up after one retry", async () => {
    const { client, seen, refreshToken } = clientWith([unauthenticated], async () => "new");
    await expect(client.query({ query })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(seen).toHaveLength(2);
    expect(refreshToken).toHaveBeenCalledTimes(1);
  });

  it("does not retry when no fresh token can be obtained", async () => {
    const { client, seen } = clientWith([unauthenticated], async () => null);
    await expect(client.query({ query })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(seen).toEqual(["Bearer old"]);
  });
});
