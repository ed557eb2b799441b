// Renders screens behind the real session machinery: a fake identity client emits the restored session, the
// backend-session exchange and `me` come from mocked GraphQL answers, and every operation sent is recorded.
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { act, render } from "@testing-library/react";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import type { AuthChangeEvent, Session, SupabaseClient } from "@supabase/supabase-js";
import { NotificationsProvider } from "../components/notifications/notifications.tsx";
import { MeDocument, SignInWithProviderTokenDocument } from "../gql/graphql.ts";
import { createCache } from "../lib/apollo/cache.ts";
import { setConfig } from "../lib/config.ts";
import { SessionProvider } from "../lib/session/session-context.tsx";
import { createSessionService } from "../lib/session/session-service.ts";
import { tokenStore } from "../lib/session/token-store.ts";
import { testApiUrl } from "./render.tsx";

type Listener = (event: AuthChangeEvent, session: Session | null) => void;
export type TestRole = "student" | "instructor" | "admin";

export function testUser(role: TestRole) {
  return {
    __typename: "User" as const,
    id: `u-${role}`,
    authId: `auth-${role}`,
    email: `${role}@example.com`,
    phone: null,
    firstName: "Asha",
    lastName: "Verma",
    name: "Asha Verma",
    role,
    description: "",
    notifEmail: false,
    notifSMS: false,
    notifPush: false,
    profilePicture: null,
    profilePictureSources: null,
    language: null,
  };
}

function sessionMocks(role: TestRole, backendDown: boolean): MockLink.MockedResponse[] {
  const user = testUser(role);
  const exchange = { query: SignInWithProviderTokenDocument, variables: { token: "access-1" } };
  if (backendDown) return [{ request: exchange, error: new Error("Failed to fetch"), maxUsageCount: 5 }];
  return [
    {
      request: exchange,
      result: { data: { signInWithProviderToken: { __typename: "BackendSession", token: "backend-1", user } } },
      maxUsageCount: 5,
    },
    { request: { query: MeDocument }, result: { data: { me: user } }, maxUsageCount: 5 },
  ];
}

interface Options {
  /** null: an anonymous visitor. */
  role: TestRole | null;
  routes: RouteObject[];
  path: string;
  mocks?: MockLink.MockedResponse[];
  /** The backend-session exchange fails (a visitor signing in while the API is unreachable): no stored token. */
  backendDown?: boolean;
}

/** Renders `routes` at `path` for a visitor with `role`; `operations` lists the names of the operations sent. */
export async function renderWithSession({ role, routes, path, mocks = [], backendDown = false }: Options) {
  setConfig({ apiUrl: testApiUrl, supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" });
  const operations: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? "");
    return forward(operation);
  });
  const link = ApolloLink.from([record, new MockLink([...(role ? sessionMocks(role, backendDown) : []), ...mocks])]);
  const client = new ApolloClient({ cache: createCache(), link });
  let listener: Listener = () => undefined;
  let current: Session | null = null;
  const auth = {
    onAuthStateChange: (callback: Listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: () => undefined } } };
    },
    getSession: async () => ({ data: { session: current }, error: null }),
    signOut: async () => ({ error: null }),
  } as unknown as SupabaseClient["auth"];
  if (role && !backendDown) tokenStore.set("backend-1");
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ApolloProvider client={client}>
      <NotificationsProvider>
        <SessionProvider service={createSessionService(auth, client)}>
          <RouterProvider router={router} />
        </SessionProvider>
      </NotificationsProvider>
    </ApolloProvider>,
  );
  const session = role
    ? ({
        access_token: "access-1",
        user: {
          id: `auth-${role}`,
          email: `${role}@example.com`,
          email_confirmed_at: "2026-01-01",
          user_metadata: { firstName: "Asha" },
        },
      } as unknown as Session)
    : null;
  current = session;
  await act(async () => {
    listener("INITIAL_SESSION", session);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, router, operations, client };
}
