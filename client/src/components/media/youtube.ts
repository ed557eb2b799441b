// YouTube rules, spec sections 5 and 9: a video is YouTube when its address contains one of the two
// known host strings; the id must be exactly 11 characters; embeds use rel=0 (related videos off).
const hosts = ["youtube.com", "youtu.be"];
const idPattern = /^[A-Za-z0-9_-]{11}$/;

export function isYouTubeUrl(url: string | null | undefined): boolean {
  return !!url && hosts.some((host) => url.toLowerCase().includes(host));
}

function candidateId(url: URL): string | null {
  if (url.hostname.toLowerCase().includes("youtu.be")) return url.pathname.split("/")[1] ?? null;
  const fromQuery = url.searchParams.get("v");
  if (fromQuery) return fromQuery;
  const match = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
  return match ? match[1] : null;
}

export function youTubeId(raw: string | null | undefined): string | null {
  if (!isYouTubeUrl(raw)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw!) ? raw! : `https://${raw}`);
  } catch {
    return null;
  }
  const id = candidateId(url);
  return id && idPattern.test(id) ? id : null;
}

/**
 * `start` (whole seconds) resumes where the learner left off; `origin` (the page's) turns on
 * the player's messages to the page, which tell where playback is.
 */
export function youTubeEmbedUrl(id: string, { start = 0, origin }: { start?: number; origin?: string } = {}): string {
  const params = new URLSearchParams({ rel: "0" });
  if (start > 0) params.set("start", String(Math.floor(start)));
  if (origin) {
    params.set("enablejsapi", "1");
    params.set("origin", origin);
  }
  return `https://www.youtube.com/embed/${id}?${params.toString()}`;
}
