import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, HttpLink, InMemoryCache } from "@apollo/client";
import { Observable, of } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { createAuthLink, createRefreshLink } from "./auth-links.ts";

const query = gql`
  query Ping {
    apiVersion
  }
`;
const unauthenticated = { errors: [{ message: "Sign in required", extensions: { code: "unauthenticated" } }] };

function clientWith(answers: object[], refresh: () => Promise<string | null>) {
  let token: string | null = "old";
  const seen: string[] = [];
  const terminal = new ApolloLink((operation) => {
    seen.push(String((operation.getContext().headers as Record<string, string>).authorization));
    return of(answers[Math.min(seen.length - 1, answers.length - 1)]) as Observable<ApolloLink.Result>;
  });
  const refreshToken = vi.fn(async () => {
    const fresh = await refresh();
    token = fresh === "cleared" ? null : (fresh ?? token);
    return token === "old" ? null : token;
  });
  const getToken = () => token;
  const links = [createRefreshLink(refreshToken, getToken), createAuthLink(getToken), terminal];
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from(links) });
  return { client, seen, refreshToken };
}

/** The gateway's answer to a dead bearer token on /graphql (gateway/src/graphql/yoga.ts), in either content type. */
function http401(contentType: string) {
  const seen: Array<string | null> = [];
  const fetch = vi.fn(async (_uri: RequestInfo | URL, init?: RequestInit) => {
    const authorization = new Headers(init?.headers).get("authorization");
    seen.push(authorization);
    if (authorization === "Bearer old") {
      const body = { errors: [{ message: "Invalid or expired token", extensions: { code: "invalid_token" } }] };
      return new Response(JSON.stringify(body), {
        status: 401,
        headers: { "content-type": contentType, "www-authenticate": 'Bearer realm="api"' },
      });
    }
    return new Response(JSON.stringify({ data: { apiVersion: "1" } }), { headers: { "content-type": contentType } });
  });
  return { fetch, seen };
}

describe("auth links", () => {
  it("refreshes the backend token once and retries with it", async () => {
    const { client, seen, refreshToken } = clientWith(
      [unauthenticated, { data: { apiVersion: "1" } }],
      async () => "new",
    );
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

  it("does not retry when no fresh token can be obtained and the stored one is kept", async () => {
    const { client, seen } = clientWith([unauthenticated], async () => null);
    await expect(client.query({ query })).rejects.toSatisfy(CombinedGraphQLErrors.is);
    expect(seen).toEqual(["Bearer old"]);
  });

  it("retries once without a token when the session is over and the stored token was cleared", async () => {
    const { client, seen } = clientWith([unauthenticated, { data: { apiVersion: "1" } }], async () => "cleared");
    expect((await client.query({ query })).data).toEqual({ apiVersion: "1" });
    expect(seen).toEqual(["Bearer old", "undefined"]);
  });

  it("sends no backend token with the token exchange, which a stale one would get refused", async () => {
    const { client, seen } = clientWith([{ data: { signInWithProviderToken: null } }], async () => "new");
    await client.mutate({
      mutation: gql`
        mutation SignInWithProviderToken($token: String!) {
          signInWithProviderToken(token: $token) {
            token
          }
        }
      `,
      variables: { token: "t" },
    });
    expect(seen).toEqual(["undefined"]);
  });

  for (const contentType of ["application/json", "application/graphql-response+json"]) {
    it(`refreshes and retries after the gateway's 401 from /graphql (${contentType})`, async () => {
      const { fetch, seen } = http401(contentType);
      let token = "old";
      const refreshToken = vi.fn(async () => (token = "new"));
      const link = ApolloLink.from([
        createRefreshLink(refreshToken, () => token),
        createAuthLink(() => token),
        new HttpLink({ uri: "http://api.test/graphql", fetch }),
      ]);
      const client = new ApolloClient({ cache: new InMemoryCache(), link });
      expect((await client.query({ query })).data).toEqual({ apiVersion: "1" });
      expect(seen).toEqual(["Bearer old", "Bearer new"]);
      expect(refreshToken).toHaveBeenCalledTimes(1);
    });
  }
});
