// The OAuth `state` parameter: a short-lived JWT signed with the project secret (as GoTrue does) that carries the
// validated redirect_to and the PKCE flow state, so the callback trusts nothing the browser could change.
import { SignJWT, jwtVerify } from "jose";
import { AuthError } from "./auth-errors.ts";
import { secretKey } from "./tokens.ts";

export interface OAuthState {
  provider: string;
  redirectTo: string;
  flowStateId: string | null;
}

const AUDIENCE = "oauth-state";
const TTL = "10m";

export function signOAuthState(secret: string, state: OAuthState): Promise<string> {
  return new SignJWT({ provider: state.provider, redirect_to: state.redirectTo, flow_state_id: state.flowStateId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TTL)
    .sign(secretKey(secret));
}

export async function readOAuthState(secret: string, token: string | undefined): Promise<OAuthState> {
  try {
    const { payload } = await jwtVerify(token ?? "", secretKey(secret), { audience: AUDIENCE, algorithms: ["HS256"] });
    return {
      provider: String(payload.provider),
      redirectTo: String(payload.redirect_to),
      flowStateId: typeof payload.flow_state_id === "string" ? payload.flow_state_id : null,
    };
  } catch {
    throw new AuthError(400, "bad_oauth_state", "OAuth callback with invalid state");
  }
}
