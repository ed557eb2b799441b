// The bank's CSV export: `GET /api/admin/practice/questions.csv` (docs/practice.md) with the backend token, one
// token refresh on 401 as the Apollo link does; the filters on screen narrow the file as they narrow the grid.
import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";

export interface CsvFilter {
  subjectId: string | null;
  topicId: string | null;
  status: "ACTIVE" | "ARCHIVED" | null;
}

export function bankCsvUrl(filter: CsvFilter): string {
  const query = new URLSearchParams();
  if (filter.subjectId) query.set("subject_id", filter.subjectId);
  if (filter.topicId) query.set("topic_id", filter.topicId);
  if (filter.status) query.set("status", filter.status);
  const search = query.toString();
  return `${getConfig().apiUrl}/api/admin/practice/questions.csv${search ? `?${search}` : ""}`;
}

export async function fetchBankCsv(
  filter: CsvFilter,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const request = (token: string | null) =>
    fetcher(bankCsvUrl(filter), {
      headers: { accept: "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  let response = await request(tokenStore.get());
  if (response.status === 401) {
    const token = await refreshToken();
    if (token) response = await request(token);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
    throw new Error(body?.message ?? body?.error ?? `HTTP ${response.status}`);
  }
  return response.blob();
}
