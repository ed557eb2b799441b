import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { renderWithSession } from "../../testing/render-with-session.tsx";
import { ProfilePage } from "./profile-page.tsx";

const routes = [{ path: "/profile", element: <ProfilePage /> }];
const certificates = {
  request: { query: MyCertificatesDocument },
  result: { data: { myCertificates: [] } },
  maxUsageCount: 5,
};
const meRequests = (operations: string[]) => operations.filter((name) => name === "Me").length;

describe("ProfilePage settings (spec section 2, Profile; section 4, Settings form)", () => {
  it("asks the server for the user each time the Settings tab opens, and fills the form from it", async () => {
    const { router, operations } = await renderWithSession({
      role: "student",
      routes,
      path: "/profile?section=certificates",
      mocks: [certificates],
    });
    await screen.findByText("No certificates available yet.");
    const before = meRequests(operations);

    await act(() => router.navigate("/profile?section=settings"));
    expect(await screen.findByLabelText("First Name")).toHaveValue("Asha");
    expect(meRequests(operations)).toBe(before + 1);

    await act(() => router.navigate("/profile?section=certificates"));
    await act(() => router.navigate("/profile?section=settings"));
    expect(await screen.findByLabelText("First Name")).toHaveValue("Asha");
    expect(meRequests(operations)).toBe(before + 2);
  });
});
