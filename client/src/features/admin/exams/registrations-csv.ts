import { fetchStaffCsv } from "../csv/staff-csv.ts";

/** `GET /api/admin/exams/{id}/registrations.csv` (fetchStaffCsv: the backend token, one refresh on 401). */
export const fetchRegistrationsCsv = (
  examId: string,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> =>
  fetchStaffCsv(`/api/admin/exams/${encodeURIComponent(examId)}/registrations.csv`, refreshToken, fetcher);

export const csvFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "exam"
  }-registrations.csv`;
