// Google sign-in with OpenID Connect (authorization code flow). The id_token is verified against Google's
// published keys with jose; its claims, not the userinfo endpoint, are the source of the identity.
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Config } from "../../config/env.ts";
import { AuthError } from "../auth-errors.ts";
import type { OAuthProfile } from "../users.service.ts";

const AUTHORIZE_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const JWKS = createRemoteJWKSet(new URL("https://www.googleapis.com/oauth2/v3/certs"));
const RESERVED = new Set([
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "provider",
  "redirect_to",
  "code_challenge",
  "code_challenge_method",
  "scopes",
]);

export function googleConfigured(config: Config): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

export function callbackUrl(config: Config): string {
  return `${config.publicUrl}/auth/v1/callback`;
}

export function googleAuthorizationUrl(config: Config, state: string, query: Record<string, string>): string {
  const url = new URL(AUTHORIZE_URL);
  for (const [key, value] of Object.entries(query)) if (!RESERVED.has(key)) url.searchParams.set(key, value);
  const scopes = new Set(["openid", "email", "profile", ...(query.scopes ?? "").split(/[\s,]+/).filter(Boolean)]);
  url.searchParams.set("client_id", config.GOOGLE_CLIENT_ID!);
  url.searchParams.set("redirect_uri", callbackUrl(config));
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", [...scopes].join(" "));
  url.searchParams.set("state", state);
  return url.toString();
}

export async function googleProfileFromCode(config: Config, code: string): Promise<OAuthProfile> {
  const response = await fetch(TOKEN_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      code,
      client_id: config.GOOGLE_CLIENT_ID!,
      client_secret: config.GOOGLE_CLIENT_SECRET!,
      redirect_uri: callbackUrl(config),
      grant_type: "authorization_code",
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const tokens = (await response.json().catch(() => ({}))) as { id_token?: string };
  if (!response.ok || !tokens.id_token) {
    throw new AuthError(500, "unexpected_failure", "Error getting user profile from external provider");
  }
  const { payload } = await jwtVerify(tokens.id_token, JWKS, {
    issuer: ["https://accounts.google.com", "accounts.google.com"],
    audience: config.GOOGLE_CLIENT_ID!,
  }).catch(() => {
    throw new AuthError(400, "bad_oauth_callback", "Google id_token could not be verified");
  });
  if (typeof payload.sub !== "string" || typeof payload.email !== "string") {
    throw new AuthError(400, "provider_email_needs_verification", "Google did not return an email address");
  }
  return {
    provider: "google",
    subject: payload.sub,
    email: payload.email.toLowerCase(),
    emailVerified: payload.email_verified === true,
    name: typeof payload.name === "string" ? payload.name : undefined,
    picture: typeof payload.picture === "string" ? payload.picture : undefined,
  };
}
