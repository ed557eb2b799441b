// Placeholder images, spec section 9's tiers: profile at most 100, at most 150, else; course at least 800, at least
// 400, else; generic at most 50, at most 100, at most 200, else. Inline SVG so a broken image never needs another
// request.
export type PlaceholderKind = "profile" | "course" | "generic";

export function placeholderVariant(kind: PlaceholderKind, size: number): number {
  if (kind === "profile") return size <= 100 ? 100 : size <= 150 ? 150 : 200;
  if (kind === "course") return size >= 800 ? 800 : size >= 400 ? 400 : 200;
  if (size <= 50) return 50;
  if (size <= 100) return 100;
  if (size <= 200) return 200;
  return 400;
}

export function placeholderImage(kind: PlaceholderKind, size: number): string {
  const variant = placeholderVariant(kind, size);
  const height = kind === "course" ? Math.round(variant * 0.48) : variant;
  const label = kind === "profile" ? "👤" : kind === "course" ? "VidyaPath" : "";
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${variant}" height="${height}" viewBox="0 0 ${variant} ${height}">` +
    `<rect width="100%" height="100%" fill="#e3eaf5"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Arial" ` +
    `font-size="${Math.round(height / 5)}" fill="#5c6f91">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
