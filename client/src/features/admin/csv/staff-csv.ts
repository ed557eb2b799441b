// The console's CSV downloads (exam registrations, the GST summary, the practice bank): a REST path fetched with the
// backend token, one token refresh on 401 as the Apollo link does, and the file handed to the browser.
import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";

/** `GET {apiUrl}{path}` as text/csv; fails with the server's error text. */
export async function fetchStaffCsv(
  path: string,
  refreshToken: () => Promise<string | null>,
  fetcher: typeof fetch = fetch,
): Promise<Blob> {
  const url = `${getConfig().apiUrl}${path}`;
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
