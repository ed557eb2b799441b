import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  AdminReissueCertificateDocument,
  AdminSetUserDisabledDocument,
  AdminSetUserRoleDocument,
  AdminUserDocument,
  type Role,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { UserDetailPage } from "./user-detail-page.tsx";

const learner = {
  __typename: "User" as const,
  id: "u2",
  name: "Ravi Kumar",
  email: "ravi@example.com",
  role: "student" as Role,
  disabled: false,
  createdAt: "2026-08-15T06:00:00.000Z",
  enrollments: [
    {
      __typename: "Enrollment" as const,
      id: "en1",
      status: "active" as const,
      progress: 40,
      enrolledAt: "2026-09-01T06:00:00.000Z",
      completedAt: null,
      course: { __typename: "Course" as const, id: "c1", title: "Python Basics" },
    },
  ],
  certificates: [
    {
      __typename: "Certificate" as const,
      id: "ce1",
      title: "Certificate of Completion",
      courseTitle: "SQL for Beginners",
      holderName: "Ravi Kumar",
      reissueName: "Ravi Kumar",
      issuedDate: "2026-10-02T06:00:00.000Z",
      downloadUrl: "https://api.test.in/api/certificates/ce1.pdf",
    },
  ],
};
const userMock = (user: typeof learner) => ({
  request: { query: AdminUserDocument, variables: { id: user.id } },
  result: { data: { user } },
});

describe("UserDetailPage", () => {
  it("shows the learner's enrollments and certificates", async () => {
    renderWithProviders(<UserDetailPage userId="u2" viewerId="u-admin" />, { mocks: [userMock(learner)] });
    expect(await screen.findByRole("heading", { level: 1, name: "Ravi Kumar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Python Basics" })).toBeInTheDocument();
    expect(screen.getByText("40%")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Download Certificate of Completion (SQL for Beginners)" }),
    ).toHaveAttribute("href", learner.certificates[0]!.downloadUrl);
  });

  it("re-issues a certificate issued under an older name only after the confirmation", async () => {
    const user = userEvent.setup();
    const renamed = { ...learner, certificates: [{ ...learner.certificates[0]!, holderName: "Ravi K" }] };
    const reissued = { ...learner, certificates: [{ ...learner.certificates[0]!, id: "ce2" }] };
    const mutation = {
      request: { query: AdminReissueCertificateDocument, variables: { id: "ce1" } },
      result: { data: { reissueCertificate: { __typename: "Certificate", id: "ce2" } } },
    };
    renderWithProviders(<UserDetailPage userId="u2" viewerId="u-admin" />, {
      mocks: [userMock(renamed), mutation, userMock(reissued)],
    });

    expect(await screen.findByText("Issued to: Ravi K")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Re-issue Certificate of Completion under the current name" }));
    const dialog = screen.getByRole("dialog", { name: "Re-issue this certificate as Ravi Kumar?" });
    expect(dialog).toHaveTextContent("The old code stops attesting anything");
    await user.click(within(dialog).getByRole("button", { name: "Re-issue under current name" }));

    expect(await screen.findByText("Certificate re-issued as Ravi Kumar.")).toBeInTheDocument();
    expect(await screen.findByText("Issued to: Ravi Kumar")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Re-issue/ })).not.toBeInTheDocument();
  });

  it("changes the role only after the confirmation", async () => {
    const user = userEvent.setup();
    const changed = {
      request: { query: AdminSetUserRoleDocument, variables: { id: "u2", role: "instructor" } },
      result: { data: { setUserRole: { __typename: "User", id: "u2", role: "instructor" } } },
    };
    renderWithProviders(<UserDetailPage userId="u2" viewerId="u-admin" />, { mocks: [userMock(learner), changed] });

    await user.click(await screen.findByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Instructor" }));
    await user.click(screen.getByRole("button", { name: "Change role" }));
    const dialog = screen.getByRole("dialog", { name: "Make Ravi Kumar instructor?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText("Student", { selector: "dd" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Change role" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Make instructor" }));
    expect(await screen.findByText("Ravi Kumar is now instructor")).toBeInTheDocument();
    expect(screen.getByText("Instructor", { selector: "dd" })).toBeInTheDocument();
  });

  it("explains what disabling does before it ends the account's sessions, then offers re-enabling", async () => {
    const user = userEvent.setup();
    const disabled = {
      request: { query: AdminSetUserDisabledDocument, variables: { id: "u2", disabled: true } },
      result: { data: { setUserDisabled: { __typename: "User", id: "u2", disabled: true } } },
    };
    renderWithProviders(<UserDetailPage userId="u2" viewerId="u-admin" />, { mocks: [userMock(learner), disabled] });

    await user.click(await screen.findByRole("button", { name: "Disable account" }));
    const dialog = screen.getByRole("dialog", { name: "Disable Ravi Kumar's account?" });
    expect(dialog).toHaveTextContent("ends every session of theirs at once");
    expect(dialog).toHaveTextContent("enrollments, progress and certificates are kept");
    await user.click(within(dialog).getByRole("button", { name: "Disable account" }));

    expect(await screen.findByText("Ravi Kumar's account is disabled")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Enable account" })).toBeInTheDocument();
    expect(screen.getByText("Disabled")).toBeInTheDocument();
  });

  it("offers no role or disable control on the admin's own account, and says why", async () => {
    const self = { ...learner, id: "u-admin", name: "Asha Verma", role: "admin" as Role };
    renderWithProviders(<UserDetailPage userId="u-admin" viewerId="u-admin" />, { mocks: [userMock(self)] });

    expect(await screen.findByText(/You cannot change your own role or disable yourself/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change role" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Disable account" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Role" })).not.toBeInTheDocument();
  });
});
