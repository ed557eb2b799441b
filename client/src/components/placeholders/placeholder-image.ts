// Placeholder images, spec section 9: profile (100 and 150), course (400 and 800) and generic sizes,
// chosen by the requested size. Inline SVG so a broken image never needs another request.
export type PlaceholderKind = "profile" | "course" | "generic";

export function placeholderVariant(kind: PlaceholderKind, size: number): number {
  if (kind === "profile") return size <= 100 ? 100 : 150;
  if (kind === "course") return size >= 800 ? 800 : 400;
  if (size <= 50) return 50;
  if (size <= 100) return 100;
  return 200;
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
