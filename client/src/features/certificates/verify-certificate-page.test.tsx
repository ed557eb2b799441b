// The public verification page: a valid certificate shows its holder, course and issue date; an
// unknown or malformed code says 'Certificate not found'; a failed check says so instead of "not found".
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { VerifyCertificateDocument } from "../../gql/graphql.ts";
import { renderWithProviders } from "../../testing/render.tsx";
import { VerifyCertificatePage } from "./verify-certificate-page.tsx";

const page = (
  <Routes>
    <Route path="/certificates/verify/:code" element={<VerifyCertificatePage />} />
  </Routes>
);

const answer = (code: string, result: object) => ({
  request: { query: VerifyCertificateDocument, variables: { code } },
  result,
});

describe("VerifyCertificatePage", () => {
  it("shows the holder's name in Devanagari, the course, the issue date and 'Valid certificate'", async () => {
    const certificate = {
      __typename: "Certificate",
      id: "c1",
      code: "VP-ABCDEFGHJK",
      holderName: "आरव शर्मा",
      courseTitle: "C Programming",
      issuedDate: "2026-11-22T10:00:00.000Z",
      replaced: false,
    };
    renderWithProviders(page, {
      path: "/certificates/verify/VP-ABCDEFGHJK",
      mocks: [answer("VP-ABCDEFGHJK", { data: { certificate } })],
    });
    expect(await screen.findByRole("heading", { name: "Valid certificate" })).toBeInTheDocument();
    expect(screen.getByText("आरव शर्मा")).toBeInTheDocument();
    expect(screen.getByText("C Programming")).toBeInTheDocument();
    expect(screen.getByText("22 November 2026")).toBeInTheDocument();
    expect(document.title).toBe("Certificate of आरव शर्मा: C Programming | VidyaPath");
  });

  it("says 'This certificate was replaced' (and not who holds it) for a code an admin re-issued", async () => {
    const certificate = {
      __typename: "Certificate",
      id: "c2",
      code: "VP-OLDCODE234",
      holderName: "Old Name",
      courseTitle: "C Programming",
      issuedDate: "2026-11-22T10:00:00.000Z",
      replaced: true,
    };
    renderWithProviders(page, {
      path: "/certificates/verify/VP-OLDCODE234",
      mocks: [answer("VP-OLDCODE234", { data: { certificate } })],
    });
    expect(await screen.findByRole("heading", { name: "This certificate was replaced" })).toBeInTheDocument();
    expect(screen.queryByText("Valid certificate")).not.toBeInTheDocument();
    expect(screen.queryByText("Old Name")).not.toBeInTheDocument();
    expect(document.title).toBe("This certificate was replaced | VidyaPath");
  });

  it.each([
    ["an unknown code", "VP-UNKNOWN", { data: { certificate: null } }],
    [
      "a code the server refuses as malformed",
      "X".repeat(60),
      { errors: [new GraphQLError("Invalid input", { extensions: { code: "validation" } })] },
    ],
  ])("says 'Certificate not found' for %s", async (_case, code, result) => {
    renderWithProviders(page, { path: `/certificates/verify/${code}`, mocks: [answer(code, result)] });
    expect(await screen.findByRole("heading", { name: "Certificate not found" })).toBeInTheDocument();
    expect(screen.queryByText("Valid certificate")).not.toBeInTheDocument();
    expect(document.title).toBe("Certificate not found | VidyaPath");
  });

  it("says the check failed, not that the certificate does not exist, when the server cannot be reached", async () => {
    renderWithProviders(page, {
      path: "/certificates/verify/VP-OFFLINE",
      mocks: [
        {
          request: { query: VerifyCertificateDocument, variables: { code: "VP-OFFLINE" } },
          error: new Error("Failed to fetch"),
        },
      ],
    });
    expect(await screen.findByText(/could not be checked right now/)).toBeInTheDocument();
    expect(screen.queryByText("Certificate not found")).not.toBeInTheDocument();
  });
});
