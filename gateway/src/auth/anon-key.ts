// The embedded server's API keys: like Supabase's legacy keys, long-lived JWTs signed by the project secret.
// The anon key is public (/config.json); the service-role key unlocks the admin API and stays on servers.
import { SignJWT } from "jose";

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 3600;
// A fixed iat keeps the keys stable across restarts, so clients holding them keep working.
const ISSUED_AT = 1_767_225_600;
const cache = new Map<string, Promise<string>>();

export type ApiKeyRole = "anon" | "service_role";

export function anonKey(secret: string): Promise<string> {
  return apiKey(secret, "anon");
}

export function serviceRoleKey(secret: string): Promise<string> {
  return apiKey(secret, "service_role");
}

function apiKey(secret: string, role: ApiKeyRole): Promise<string> {
  const cacheKey = `${role}:${secret}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = new SignJWT({ role, iss: "supabase" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuedAt(ISSUED_AT)
      .setExpirationTime(ISSUED_AT + TEN_YEARS_SECONDS)
      .sign(new TextEncoder().encode(secret));
    cache.set(cacheKey, key);
  }
  return key;
}
