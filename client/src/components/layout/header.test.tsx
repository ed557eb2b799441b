import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import i18next from "i18next";
import { switchLanguage } from "../../i18n/browser-language.ts";
import { Header } from "./header.tsx";

const noLanguage = () => undefined;

// The avatar menu, the drawer and the social menu are lazy chunks; these check they still arrive and work.
describe("Header", () => {
  it("shows the signed-in visitor's avatar menu and logs out from it", async () => {
    const onLogout = vi.fn();
    renderWithProviders(
      <Header user={{ firstName: "asha", pictureUrl: null }} onLogout={onLogout} onLanguageChange={noLanguage} />,
    );
    // The avatar menu is a lazy chunk: under a loaded machine its first import can take over a second.
    const account = await screen.findByRole("button", { name: "Account menu" }, { timeout: 5000 });
    expect(within(account).getByText("A")).toBeInTheDocument();
    expect(screen.queryByText("Social Media")).not.toBeInTheDocument();
    await userEvent.click(account);
    expect(await screen.findByRole("menuitem", { name: "Settings" })).toHaveAttribute(
      "href",
      "/profile?section=settings",
    );
    await userEvent.click(screen.getByRole("menuitem", { name: "Log Out" }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it("links staff to the console from the avatar menu, and nobody else", async () => {
    const { unmount } = renderWithProviders(
      <Header
        user={{ firstName: "asha", pictureUrl: null, staff: true }}
        onLogout={() => undefined}
        onLanguageChange={noLanguage}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    expect(await screen.findByRole("menuitem", { name: "Admin" })).toHaveAttribute("href", "/admin");
    unmount();
    renderWithProviders(
      <Header
        user={{ firstName: "asha", pictureUrl: null, staff: false }}
        onLogout={() => undefined}
        onLanguageChange={noLanguage}
      />,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Account menu" }));
    await screen.findByRole("menuitem", { name: "Settings" });
    expect(screen.queryByRole("menuitem", { name: "Admin" })).not.toBeInTheDocument();
  });

  it("opens the mobile drawer and the social menu for an anonymous visitor", async () => {
    renderWithProviders(<Header user={null} onLogout={() => undefined} onLanguageChange={noLanguage} />);
    expect(screen.queryByRole("presentation")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("presentation");
    expect(within(drawer).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/login");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("presentation")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Social Media" }));
    expect(await screen.findByRole("menuitem", { name: "LinkedIn" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/vidyapath",
    );
  });

  it("switches the page to Hindi and back, remembering the choice for the server and the next visit", async () => {
    renderWithProviders(
      <Header
        user={null}
        onLogout={() => undefined}
        onLanguageChange={(language) => void switchLanguage(i18next, language)}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(within(nav).getByRole("link", { name: "Courses" })).toBeInTheDocument();
    // One menu names every language in its own script, each marked with its lang.
    await userEvent.click(screen.getByRole("button", { name: "Language: English" }));
    // The menu is loaded when first opened.
    const names = (await screen.findAllByRole("menuitem")).map((item) => [item.getAttribute("lang"), item.textContent]);
    expect(names).toEqual([
      ["en", "English"],
      ["hi", "हिन्दी"],
      ["bn", "বাংলা"],
      ["mr", "मराठी"],
      ["te", "తెలుగు"],
      ["ta", "தமிழ்"],
    ]);
    await userEvent.click(screen.getByRole("menuitem", { name: "Change language to हिन्दी" }));
    const hindiNav = await screen.findByRole("navigation", { name: "मुख्य नेविगेशन" });
    expect(within(hindiNav).getByRole("link", { name: "कोर्स" })).toHaveAttribute("href", "/courses");
    expect(screen.getByRole("link", { name: "शुरू करें" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("hi");
    expect(document.cookie).toContain("lang=hi");
    expect(localStorage.getItem("vidyapath.language")).toBe("hi");
    await userEvent.click(screen.getByRole("button", { name: "भाषा: हिन्दी" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "भाषा बदलकर English करें" }));
    expect(await screen.findByRole("link", { name: "Get Started" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
  });
});
