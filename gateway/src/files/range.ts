// HTTP Range requests (RFC 9110 section 14) for video seeking and PDF viewers: one byte range per request.
export type RangeResult =
  { kind: "full" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const single = /^bytes=(\d*)-(\d*)$/;

/**
 * Other units and multi-range requests are answered with the whole file (the RFC allows ignoring Range);
 * a malformed or unsatisfiable byte range is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: "full" };
  const value = header.trim().replace(/\s+/g, "");
  if (!value.toLowerCase().startsWith("bytes=")) return { kind: "full" };
  if (value.includes(",")) return { kind: "full" };
  const match = single.exec(value.toLowerCase());
  if (!match || (match[1] === "" && match[2] === "")) return { kind: "unsatisfiable" };
  if (match[1] === "") return suffixRange(Number(match[2]), size);
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || end < start) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end };
}

function suffixRange(length: number, size: number): RangeResult {
  if (!Number.isSafeInteger(length) || length === 0 || size === 0) return { kind: "unsatisfiable" };
  return { kind: "partial", start: Math.max(0, size - length), end: size - 1 };
}
