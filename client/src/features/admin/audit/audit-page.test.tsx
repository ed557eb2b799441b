import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { AdminAuditActorsDocument, AdminAuditLogDocument } from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { AuditPage } from "./audit-page.tsx";

const person = (id: string, name: string) => ({ __typename: "User" as const, id, name, email: `${id}@example.com` });
const actors = {
  request: { query: AdminAuditActorsDocument },
  result: {
    data: {
      admins: { __typename: "UserPage", items: [person("u1", "Asha Verma")] },
      instructors: { __typename: "UserPage", items: [person("u2", "Meera Iyer")] },
    },
  },
};
const entry = (id: string, entity: string, changes: object, actor = person("u1", "Asha Verma")) => ({
  __typename: "AuditEntry" as const,
  id,
  action: "update",
  entity,
  entityId: `${entity.toLowerCase()}-1`,
  changes,
  createdAt: "2026-11-24T09:30:00.000Z",
  actorEmail: actor.email,
  actor: { ...actor, __typename: "StaffUserRef" as const },
});
const log = (filter: { actorId?: string; entity?: string }, items: ReturnType<typeof entry>[]) => ({
  request: {
    query: AdminAuditLogDocument,
    variables: { actorId: filter.actorId ?? null, entity: filter.entity ?? null, limit: 50, offset: 0 },
  },
  result: { data: { auditLog: { __typename: "AuditPage", total: items.length, items } } },
});

const examChange = entry("a2", "Exam", { maxParticipants: { before: 50, after: 80 } });
const newsChange = entry("a1", "NewsItem", { title: { before: "CUET results", after: "CUET results announced" } });

describe("AuditPage filters", () => {
  it("narrows the log by entity and by user, showing each changed field before and after", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuditPage />, {
      path: "/admin/audit",
      mocks: [
        actors,
        log({}, [examChange, newsChange]),
        log({ entity: "Exam" }, [examChange]),
        log({ entity: "Exam", actorId: "u2" }, []),
      ],
    });
    expect(await screen.findByText("2 entries")).toBeInTheDocument();
    expect(screen.getByText(/CUET results → CUET results announced/)).toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "Entity" }));
    await user.click(await screen.findByRole("option", { name: "Exam" }));
    expect(await screen.findByText("1 entry", undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/50 → 80/)).toBeInTheDocument();
    expect(screen.queryByText(/CUET results →/)).not.toBeInTheDocument();

    await user.click(screen.getByRole("combobox", { name: "User" }));
    await user.click(await screen.findByRole("option", { name: "Meera Iyer" }));
    expect(await screen.findByText("0 entries", undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("starts filtered by the user a user page links to", async () => {
    renderWithProviders(<AuditPage />, {
      path: "/admin/audit?actor=u2",
      mocks: [
        actors,
        log({ actorId: "u2" }, [
          entry("a3", "Course", { published: { before: false, after: true } }, person("u2", "Meera Iyer")),
        ]),
      ],
    });
    expect(await screen.findByText("1 entry")).toBeInTheDocument();
    expect(screen.getByText(/false → true/)).toBeInTheDocument();
    expect(await screen.findByRole("combobox", { name: "User" })).toHaveTextContent("Meera Iyer");
  });
});
