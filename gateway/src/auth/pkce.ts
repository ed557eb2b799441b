// PKCE flow states (gotrue-contract §4): created when a flow starts with a code challenge, given an auth code when
// the user proves control (email link, OAuth callback), redeemed once with the matching code verifier.
import crypto from "node:crypto";
import type { AuthFlowState, PrismaClient } from "@app/db";
import { AuthError, validationFailed } from "./auth-errors.ts";

export interface PkceChallenge {
  challenge: string;
  method: "s256" | "plain";
}

// GoTrue counts from the flow's start; counting from code issuance too keeps slow email clicks working.
const FLOW_STATE_TTL_MS = 300_000;
const CHALLENGE_FORMAT = /^[A-Za-z0-9._~-]{43,128}$/;

/** Null means the implicit flow: supabase-js sends null challenge fields outside PKCE mode. */
export function parsePkce(challenge: unknown, method: unknown): PkceChallenge | null {
  const hasChallenge = typeof challenge === "string" && challenge !== "";
  const hasMethod = typeof method === "string" && method !== "";
  if (!hasChallenge && !hasMethod) return null;
  if (!hasChallenge || !hasMethod)
    throw validationFailed("PKCE flow requires code_challenge_method and code_challenge");
  const normalised = (method as string).toLowerCase();
  if (normalised !== "s256" && normalised !== "plain")
    throw validationFailed(`code challenge method ${method} not supported`);
  if (!CHALLENGE_FORMAT.test(challenge as string)) throw validationFailed("invalid code_challenge format");
  return { challenge: challenge as string, method: normalised };
}

export function createFlowState(
  prisma: PrismaClient,
  input: { userId?: string; pkce: PkceChallenge; providerType: string; authenticationMethod: string },
): Promise<AuthFlowState> {
  return prisma.authFlowState.create({
    data: {
      userId: input.userId,
      authCode: crypto.randomUUID(),
      codeChallenge: input.pkce.challenge,
      codeChallengeMethod: input.pkce.method,
      providerType: input.providerType,
      authenticationMethod: input.authenticationMethod,
    },
  });
}

/** The auth code of the user's latest flow for `method`, stamped as issued; null when there is none. */
export async function issueAuthCode(prisma: PrismaClient, userId: string, method: string): Promise<string | null> {
  const flow = await prisma.authFlowState.findFirst({
    where: { userId, authenticationMethod: method },
    orderBy: { createdAt: "desc" },
  });
  if (!flow) return null;
  await prisma.authFlowState.update({ where: { id: flow.id }, data: { authCodeIssuedAt: new Date() } });
  return flow.authCode;
}

export async function redeemAuthCode(prisma: PrismaClient, authCode: string, verifier: string): Promise<AuthFlowState> {
  const flow = await prisma.authFlowState.findUnique({ where: { authCode } });
  if (!flow || !flow.userId || !flow.authCodeIssuedAt) {
    throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  if (Date.now() - flow.authCodeIssuedAt.getTime() > FLOW_STATE_TTL_MS) {
    await prisma.authFlowState.deleteMany({ where: { id: flow.id } });
    throw new AuthError(422, "flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (!challengeMatches(flow, verifier)) {
    throw new AuthError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  // deleteMany's count makes redemption single-use even when two exchanges race.
  const { count } = await prisma.authFlowState.deleteMany({ where: { id: flow.id } });
  if (count === 0) throw new AuthError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  return flow;
}

function challengeMatches(flow: AuthFlowState, verifier: string): boolean {
  const expected =
    flow.codeChallengeMethod === "plain" ? verifier : crypto.createHash("sha256").update(verifier).digest("base64url");
  const a = Buffer.from(expected);
  const b = Buffer.from(flow.codeChallenge);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
