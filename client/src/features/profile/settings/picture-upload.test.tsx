import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { PictureUpload } from "./picture-upload.tsx";

describe("PictureUpload", () => {
  it("shows the profile placeholder image, not the initial, for a broken picture (spec section 8)", () => {
    renderWithProviders(<PictureUpload signedIn firstName="Asha" picture="https://api.test.in/asha.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Asha" }));
    expect(screen.getByRole("img", { name: "Asha" }).getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  });
});
