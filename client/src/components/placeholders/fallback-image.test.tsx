import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../testing/render.tsx";
import { AvatarMenu } from "../layout/avatar-menu.tsx";
import { FallbackImage } from "./fallback-image.tsx";

const placeholder = /^data:image\/svg\+xml/;

afterEach(() => vi.restoreAllMocks());

// Spec section 8: broken profile or course images fall back to a placeholder.
describe("broken images", () => {
  it("swaps a course picture that broke before the app took the server's page over", () => {
    // The browser finished the request without pixels before React attached its error handler.
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<FallbackImage src="https://api.test.in/missing.jpg" alt="C Programming" kind="course" size={800} />);
    expect(screen.getByRole("img", { name: "C Programming" }).getAttribute("src")).toMatch(placeholder);
  });

  it("swaps a server-rendered course picture whose file failed before hydration (no error event left)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const image = <FallbackImage src="https://api.test.in/gone.jpg" alt="Data Science" kind="course" size={800} />;
    container.innerHTML = renderToString(image);
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    const root = await act(async () => hydrateRoot(container, image));
    expect(screen.getByRole("img", { name: "Data Science" }).getAttribute("src")).toMatch(placeholder);
    act(() => root.unmount());
    container.remove();
  });

  it("keeps a picture that loaded", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(400);
    render(<FallbackImage src="https://api.test.in/c1.jpg" alt="C Programming" kind="course" size={800} />);
    expect(screen.getByRole("img", { name: "C Programming" })).toHaveAttribute("src", "https://api.test.in/c1.jpg");
  });

  it("shows the profile placeholder image, not the initial, for a broken picture in the header", () => {
    renderWithProviders(
      <AvatarMenu
        user={{ firstName: "Asha", pictureUrl: "https://api.test.in/asha.jpg" }}
        onLogout={() => undefined}
      />,
    );
    const picture = screen.getByRole("img", { name: "Asha" });
    fireEvent.error(picture);
    expect(screen.getByRole("img", { name: "Asha" }).getAttribute("src")).toMatch(placeholder);
    expect(screen.queryByText("A")).not.toBeInTheDocument();
  });

  it("shows the initial when there is no picture at all", () => {
    renderWithProviders(<AvatarMenu user={{ firstName: "Asha", pictureUrl: null }} onLogout={() => undefined} />);
    expect(screen.getByText("A")).toBeInTheDocument();
  });
});
