import { fetchStaffCsv } from "../csv/staff-csv.ts";

const IST_OFFSET_MS = 330 * 60_000;

/** The month (YYYY-MM) in India's time, which the GST summary's months follow (docs/payments.md, GST summary). */
export const indiaMonth = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

/** The `count` months up to and including `at`'s month in India, newest first. */
export function recentMonths(at: Date, count: number): string[] {
  const [year, month] = indiaMonth(at).split("-").map(Number);
  return Array.from({ length: count }, (_, back) =>
    new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7),
  );
}

/** `GET /api/admin/payments/gst.csv?month=` (fetchStaffCsv: the backend token, one refresh on 401). */
export const fetchGstSummaryCsv = (
  month: string,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> =>
  fetchStaffCsv(`/api/admin/payments/gst.csv?month=${encodeURIComponent(month)}`, refreshToken, fetcher);
