// Deterministic UUIDs (RFC 4122 version 5) so that re-running the seed addresses the same rows
// and ids stay valid wherever the API validates them as UUIDs.
import crypto from "node:crypto";

// Fixed namespace for this project's seed; changing it would duplicate every seeded row.
const NAMESPACE = Buffer.from("5c1f0b3e9a7d4e2b8f6a1d0c3b2a4e5f", "hex");

export function stableId(kind: string, key: string): string {
  const hash = crypto.createHash("sha1").update(NAMESPACE).update(`${kind}:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
