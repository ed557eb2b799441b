// The embedded server's anon key: like Supabase's, a long-lived JWT with role anon signed by the project secret.
import { SignJWT } from "jose";

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
const cache = new Map<string, Promise<string>>();

export function anonKey(secret: string): Promise<string> {
  let key = cache.get(secret);
  if (!key) {
    // A fixed iat keeps the key stable across restarts, so clients holding it keep working.
    const issuedAt = 1_767_225_600;
    key = new SignJWT({ role: "anon", iss: "supabase" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + TEN_YEARS_SECONDS)
      .sign(new TextEncoder().encode(secret));
    cache.set(secret, key);
  }
  return key;
}
