import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";

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

/**
 * `GET /api/admin/payments/gst.csv?month=` with the backend token; one token refresh on 401, as the Apollo link
 * does. Fails with the server's error text.
 */
export async function fetchGstSummaryCsv(
  month: string,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const url = `${getConfig().apiUrl}/api/admin/payments/gst.csv?month=${encodeURIComponent(month)}`;
  const request = (token: string | null) =>
    fetcher(url, { headers: { accept: "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  let response = await request(tokenStore.get());
  if (response.status === 401) {
    const token = await refreshToken();
    if (token) response = await request(token);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new Error(body?.error ?? body?.message ?? `HTTP ${response.status}: ${response.statusText}`);
  }
  return response.blob();
}
