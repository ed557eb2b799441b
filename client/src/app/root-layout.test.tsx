import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { RootLayout } from "./root-layout.tsx";

const Page = ({ name }: { name: string }) => <h1>{name} page</h1>;
function Broken(): never {
  throw new Error("Failed to fetch dynamically imported module");
}
const routes = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <Page name="Home" /> },
      { path: "/courses", element: <Page name="Courses" /> },
      { path: "/broken", element: <Broken /> },
    ],
  },
];

afterEach(() => vi.restoreAllMocks());

describe("RootLayout", () => {
  it("shows a failed screen's error inside the site, and the next page afresh", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { router } = await renderWithSession({ role: null, routes, path: "/broken" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch dynamically imported module");
    expect(screen.getByRole("button", { name: "Reload" })).toBeInTheDocument();
    expect(screen.getAllByRole("banner").length).toBeGreaterThan(0);
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();

    await act(() => router.navigate("/courses"));
    expect(await screen.findByRole("heading", { name: "Courses page" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens a linked page at its top and leaves back and forward to the browser's scroll restoration", async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    const { router } = await renderWithSession({ role: null, routes, path: "/" });
    scrollTo.mockClear();
    await act(() => router.navigate("/courses"));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it("keeps a visitor whose backend sync failed signed in with the provider session, and tries the sync again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { operations } = await renderWithSession({ role: "student", routes, path: "/", backendDown: true });
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();
    const exchanges = () => operations.filter((name) => name === "SignInWithProviderToken").length;
    expect(exchanges()).toBe(1);
    // The first retry waits syncRetryDelays[0] (1 s).
    await waitFor(() => expect(exchanges()).toBe(2), { timeout: 3000 });
    expect(screen.getByRole("button", { name: "Account menu" })).toBeInTheDocument();
  });
});
