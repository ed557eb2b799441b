import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AdminAboutDocument,
  AdminUpdateAboutDocument,
  AdminUploadTeamMemberPhotoDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { AboutAdminPage } from "./about-page.tsx";

const about = {
  __typename: "AboutContent" as const,
  id: "about",
  mission: "Learning for all",
  vision: "Skills everywhere",
  features: [
    {
      __typename: "AboutFeature" as const,
      id: "f1",
      title: "Expert Instructors",
      description: "Taught by practitioners",
    },
  ],
  team: [
    {
      __typename: "TeamMember" as const,
      id: "t1",
      name: "Priya Sharma",
      position: "Founder",
      bio: "",
      image: null,
      email: null,
      linkedin: null,
      twitter: null,
    },
  ],
  partners: [],
};
const aboutMock = { request: { query: AdminAboutDocument }, result: { data: { about } } };

describe("AboutAdminPage", () => {
  // jsdom has no object URLs; the preview only needs an address for the chosen file.
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));

  it("previews a chosen team photo, then uploads it", async () => {
    const user = userEvent.setup();
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "priya.png", { type: "image/png" });
    const uploaded = {
      request: { query: AdminUploadTeamMemberPhotoDocument, variables: { id: "t1", file: photo } },
      result: {
        data: { uploadTeamMemberPhoto: { __typename: "TeamMember", id: "t1", image: "/api/files/team/t1.webp" } },
      },
    };
    renderWithProviders(<AboutAdminPage />, { mocks: [aboutMock, uploaded] });

    await user.click(await screen.findByRole("button", { name: "Photo of Priya Sharma" }));
    const dialog = screen.getByRole("dialog", { name: "Photo of Priya Sharma" });
    expect(within(dialog).getByRole("button", { name: "Upload photo" })).toBeDisabled();
    await user.upload(dialog.querySelector<HTMLInputElement>("input[type=file]")!, photo);
    expect(within(dialog).getByRole("img", { name: "New photo of Priya Sharma" })).toHaveAttribute(
      "src",
      "blob:preview",
    );

    await user.click(within(dialog).getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText("Photo of Priya Sharma saved")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("sends a phone photo over 2 MB, and shows the server's refusal with its limit", async () => {
    const user = userEvent.setup();
    const phonePhoto = new File([new Uint8Array(3 * 1024 * 1024)], "phone.jpg", { type: "image/jpeg" });
    const refused = {
      request: { query: AdminUploadTeamMemberPhotoDocument, variables: { id: "t1", file: phonePhoto } },
      result: {
        errors: [new GraphQLError("File too large (max 1 MB)", { extensions: { code: "payload_too_large" } })],
      },
    };
    renderWithProviders(<AboutAdminPage />, { mocks: [aboutMock, refused] });
    await user.click(await screen.findByRole("button", { name: "Photo of Priya Sharma" }));
    const dialog = screen.getByRole("dialog");
    await user.upload(dialog.querySelector<HTMLInputElement>("input[type=file]")!, phonePhoto);
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Upload photo" }));
    expect(await screen.findByText("File too large (max 1 MB)")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("keeps the typed mission when saving fails and shows the server's error on it", async () => {
    const user = userEvent.setup();
    const refused = {
      request: {
        query: AdminUpdateAboutDocument,
        variables: { mission: "Learning for all, in every language", vision: "Skills everywhere" },
      },
      result: {
        errors: [
          new GraphQLError("Invalid input", {
            extensions: { code: "invalid_input", details: { mission: "Mission contains unsupported characters" } },
          }),
        ],
      },
    };
    renderWithProviders(<AboutAdminPage />, { mocks: [aboutMock, refused] });
    const mission = await screen.findByRole("textbox", { name: /Mission/ });
    await user.click(mission);
    await user.paste(", in every language");
    await user.click(screen.getByRole("button", { name: "Save mission and vision" }));

    expect(await screen.findByText("Mission contains unsupported characters")).toBeInTheDocument();
    expect(mission).toHaveValue("Learning for all, in every language");
  });
});
