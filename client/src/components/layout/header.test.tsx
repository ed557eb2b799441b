import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { Header } from "./header.tsx";

// The avatar menu, the drawer and the social menu are lazy chunks; these check they still arrive and work.
describe("Header", () => {
  it("shows the signed-in visitor's avatar menu and logs out from it", async () => {
    const onLogout = vi.fn();
    renderWithProviders(<Header user={{ firstName: "asha", pictureUrl: null }} onLogout={onLogout} />);
    const account = await screen.findByRole("button", { name: "Account menu" });
    expect(within(account).getByText("A")).toBeInTheDocument();
    expect(screen.queryByText("Social Media")).not.toBeInTheDocument();
    await userEvent.click(account);
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/profile?section=settings");
    await userEvent.click(screen.getByRole("menuitem", { name: "Log Out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("links staff to the console from the avatar menu, and nobody else", async () => {
    const { unmount } = renderWithProviders(<Header user={{ firstName: "asha", pictureUrl: null, staff: true }} onLogout={() => undefined} />);
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: "Admin" })).toHaveAttribute("href", "/admin");
    unmount();
    renderWithProviders(<Header user={{ firstName: "asha", pictureUrl: null, staff: false }} onLogout={() => undefined} />);
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    await screen.findByRole("menuitem", { name: "Settings" });
    expect(screen.queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("opens the mobile drawer and the social menu for an anonymous visitor", async () => {
    renderWithProviders(<Header user={null} onLogout={() => undefined} />);
    expect(screen.queryByRole("presentation")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("presentation");
    expect(within(drawer).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("presentation")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Social Media" }));
    expect(await screen.findByRole("menuitem", { name: "LinkedIn" })).toHaveAttribute("href", "https://www.linkedin.com/company/vidyapath");
  });
});
