// The bank's CSV export: `GET /api/admin/practice/questions.csv` (docs/practice.md) through fetchStaffCsv; the
// filters on screen narrow the file as they narrow the grid.
import { fetchStaffCsv } from "../csv/staff-csv.ts";

export interface CsvFilter {
  subjectId: string | null;
  topicId: string | null;
  status: "ACTIVE" | "ARCHIVED" | null;
}

export function bankCsvPath(filter: CsvFilter): string {
  const query = new URLSearchParams();
  if (filter.subjectId) query.set("subject_id", filter.subjectId);
  if (filter.topicId) query.set("topic_id", filter.topicId);
  if (filter.status) query.set("status", filter.status);
  const search = query.toString();
  return `/api/admin/practice/questions.csv${search ? `?${search}` : ""}`;
}

export const fetchBankCsv = (
  filter: CsvFilter,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> => fetchStaffCsv(bankCsvPath(filter), refreshToken, fetcher);
