// PDF acceptance rules, spec sections 5 and 8: only an OK response whose content type contains
// application/pdf; otherwise the server's error field or 'HTTP {status}: {statusText}'.
export async function fetchPdf(url: string, fetcher: typeof fetch = fetch): Promise<Uint8Array> {
  const response = await fetcher(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    const serverError = typeof body?.error === "string" ? body.error : null;
    throw new Error(serverError ?? `HTTP ${response.status}: ${response.statusText}`);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/pdf")) throw new Error(`File is not a valid PDF. Content-Type: ${type}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Page width: the window width minus 32 px, kept between 240 and 700 px (spec section 9). */
export function pdfPageWidth(windowWidth: number): number {
  return Math.min(700, Math.max(240, windowWidth - 32));
}

export const isPdfUrl = (url: string | null | undefined) => !!url && /\.pdf(?:$|[?#])/i.test(url.trim());
