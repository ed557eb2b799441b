// File address rules, spec section 5: absolute http kept; storage paths mapped to the API files route;
// a bare name lives under lesson-content; other relative paths are rewritten to the files route.
const filesRoute = "/api/files/";
// Folder names that older data used for the storage root; the files route serves the storage root itself.
const storagePrefixes = /^(?:\/?(?:storage|uploads)\/)+/i;

/** A content url may be a comma-separated list; the last non-empty entry is the one used (spec section 3). */
export function lastUrlEntry(url: string | null | undefined): string | null {
  if (!url) return null;
  const entries = url
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length ? entries[entries.length - 1] : null;
}

export function fileAddress(apiUrl: string, raw: string | null | undefined): string | null {
  const path = lastUrlEntry(raw);
  if (!path) return null;
  if (/^https?:\/\//i.test(path) || /^(data|blob):/i.test(path)) return path;
  const base = apiUrl.replace(/\/+$/, "");
  if (path.startsWith(filesRoute)) return base + path;
  const relative = path
    .replace(/^\.?\/+/, "")
    .replace(storagePrefixes, "")
    .replace(/^api\/files\//, "")
    .replace(/^files\//, "");
  if (!relative.includes("/")) return `${base}${filesRoute}lesson-content/${encodeURIComponent(relative)}`;
  return base + filesRoute + relative;
}
