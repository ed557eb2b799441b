import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApolloClient, ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";
import { createCache } from "../../lib/apollo/cache.ts";
import { SessionProvider } from "../../lib/session/session-context.tsx";
import { createSessionService } from "../../lib/session/session-service.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { AuthCallbackPage } from "./auth-callback-page.tsx";
import { VerificationPrompt } from "./verification-prompt.tsx";

/** The identity client as these screens use it: no session, and a resend that succeeds. */
function withIdentity(ui: React.ReactElement) {
  const auth = {
    onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
    getSession: vi.fn(async () => ({ data: { session: null }, error: null })),
    resend: vi.fn(async () => ({ data: {}, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
  } as unknown as SupabaseClient["auth"];
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  return (
    <ApolloProvider client={client}>
      <SessionProvider service={createSessionService(auth, client)}>{ui}</SessionProvider>
    </ApolloProvider>
  );
}

// Spec section 8, Authentication: the short texts show beside the longer ones.
describe("authentication texts", () => {
  it("says 'Verification email sent!' beside the toast after a resend", async () => {
    renderWithProviders(
      withIdentity(
        <VerificationPrompt email="asha@example.com" message="Please verify your email before signing in." />,
      ),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend Verification Email" }));
    expect(await screen.findByText("Verification email sent!")).toBeInTheDocument();
    expect(
      await screen.findByText("Verification email sent successfully! Please check your inbox."),
    ).toBeInTheDocument();
  });

  it("heads the callback's missing-session message with 'No session found'", async () => {
    renderWithProviders(withIdentity(<AuthCallbackPage />), { path: "/auth/callback" });
    expect(await screen.findByText("No session found")).toBeInTheDocument();
    expect(
      screen.getByText("No session found. Please check your email for verification or try logging in again."),
    ).toBeInTheDocument();
  });
});
