import { fireEvent, screen } from "@testing-library/react";
import i18next from "i18next";
import { afterEach, describe, expect, it } from "vitest";
import { pictureLimits } from "@app/schema/input-limits";
import { renderWithProviders } from "../../../testing/render.tsx";
import { PictureUpload } from "./picture-upload.tsx";

afterEach(() => i18next.changeLanguage("en"));

describe("PictureUpload", () => {
  it("shows the profile placeholder image, not the initial, for a broken picture (spec section 8)", () => {
    renderWithProviders(<PictureUpload signedIn firstName="Asha" picture="https://api.test.in/asha.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Asha" }));
    expect(screen.getByRole("img", { name: "Asha" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });

  it("states the size the server accepts, from the one limits source, in English and Hindi", async () => {
    const megabytes = pictureLimits.maxBytes / 2 ** 20;
    expect(megabytes).toBe(10);
    await i18next.changeLanguage("en");
    const { unmount } = renderWithProviders(<PictureUpload signedIn firstName="Asha" picture={null} />);
    expect(screen.getByText(`A square image works best, max ${megabytes} MB.`)).toBeInTheDocument();
    unmount();
    await i18next.changeLanguage("hi");
    renderWithProviders(<PictureUpload signedIn firstName="Asha" picture={null} />);
    expect(screen.getByText(`चौकोर फ़ोटो सबसे अच्छी लगती है, अधिकतम ${megabytes} MB।`)).toBeInTheDocument();
  });
});
