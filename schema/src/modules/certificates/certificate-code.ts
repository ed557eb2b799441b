import crypto from "node:crypto";

// RFC 4648 base32: no 0/1/8/9, so a code read aloud or typed from paper is unambiguous.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** "VP-" and 10 random base32 characters (50 bits); the unique index catches the unlikely clash. */
export function newCertificateCode(): string {
  // 256 is a multiple of 32, so masking each byte keeps every character equally likely.
  const chars = [...crypto.randomBytes(10)].map((byte) => ALPHABET[byte & 31]);
  return `VP-${chars.join("")}`;
}
