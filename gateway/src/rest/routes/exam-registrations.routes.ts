// The staff console's CSV export of an exam's registrations (docs/staff-console.md); the admin scope is the schema's.
import { z } from "zod";
import type { RestExamRegistrationsQuery } from "../generated/operations.ts";
import { toCsv } from "../csv.ts";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import { id } from "./inputs.ts";

const iso = (value: unknown) => new Date(String(value)).toISOString();

export const examRegistrationRoutes: RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/admin/exams/:id/registrations.csv",
    auth: "bearer",
    tag: "Admin",
    summary: "An exam's registrations as CSV (admins)",
    description: "Columns name, email, registered_at (ISO 8601, UTC), first registered first; RFC 4180 quoting.",
    operation: "RestExamRegistrations",
    params: z.object({ id }),
    variables: ({ params }) => ({ examId: params.id }),
    respond: (data: RestExamRegistrationsQuery, { params }) => ({
      binary: new TextEncoder().encode(
        toCsv(
          ["name", "email", "registered_at"],
          data.examRegistrations.map((row) => [row.learnerName, row.learnerEmail, iso(row.registeredAt)]),
        ),
      ),
      contentType: "text/csv; charset=utf-8",
      filename: `exam-${params.id}-registrations.csv`,
      disposition: "attachment",
    }),
    response: { contentType: "text/csv", description: "name,email,registered_at then one line per registration." },
    errors: [401, 403, 404],
  }),
];
