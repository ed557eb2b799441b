import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MyCertificatesDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { CertificatesTab } from "./certificates-tab.tsx";

const certificate = {
  __typename: "Certificate" as const,
  id: "c1",
  code: "VP-ABCDEFGH23",
  title: "Certificate of Completion: हिंदी व्याकरण",
  issuedDate: "2026-03-05T10:00:00.000Z",
  courseTitle: "हिंदी व्याकरण",
  downloadUrl: "https://vidyapath.example/api/certificates/VP-ABCDEFGH23.pdf",
  verificationUrl: "https://vidyapath.example/certificates/verify/VP-ABCDEFGH23",
};
const mocks = [{ request: { query: MyCertificatesDocument }, result: { data: { myCertificates: [certificate] } } }];

describe("CertificatesTab sharing", () => {
  it("copies the verification link and confirms it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CertificatesTab />, { mocks });
    await user.click(await screen.findByRole("button", { name: /Copy verification link/ }));
    expect(await screen.findByText("Verification link copied")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(certificate.verificationUrl);
  });

  it("opens LinkedIn's add-to-profile form with the certificate's fields", async () => {
    renderWithProviders(<CertificatesTab />, { mocks });
    const link = await screen.findByRole("link", { name: /Add to LinkedIn/ });
    const url = new URL(link.getAttribute("href")!);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: certificate.title,
      organizationName: "VidyaPath",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: certificate.verificationUrl,
      certId: certificate.code,
    });
    expect(link).toHaveAttribute("target", "_blank");
  });
});
