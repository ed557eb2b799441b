import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { render } from "@testing-library/react";
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { NotificationsProvider } from "../components/notifications/notifications.tsx";
import { createCache } from "../lib/apollo/cache.ts";
import { setConfig } from "../lib/config.ts";

export const testApiUrl = "https://api.test.in";

/** Renders a screen with mocked GraphQL answers (component tests only), a router and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], path = "/" }: { mocks?: MockedProviderProps["mocks"]; path?: string } = {},
) {
  setConfig({ apiUrl: testApiUrl, supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" });
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <NotificationsProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </NotificationsProvider>
    </MockedProvider>,
  );
}
