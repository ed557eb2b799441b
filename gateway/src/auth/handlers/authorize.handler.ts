// GET /authorize?provider=google and the /callback it leads to (gotrue-contract §3). With Google credentials the
// browser goes to Google; without them (outside production) a labelled stand-in page plays Google's part.
import crypto from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { AuthError, validationFailed } from "../auth-errors.ts";
import { googleAuthorizationUrl, googleConfigured, googleProfileFromCode } from "../google/google-oidc.ts";
import { standInPage, standInPolicy } from "../google/stand-in-page.ts";
import { readOAuthState, signOAuthState, type OAuthState } from "../oauth-state.ts";
import { createFlowState, parsePkce } from "../pkce.ts";
import { errorRedirect, safeRedirect, sessionFragment, withQuery } from "../redirect.ts";
import { parseBody, queryParam, requireEmail } from "../request-auth.ts";
import { DISABLED_MESSAGE, isBanned } from "../account-bans.ts";
import { issueSession } from "../session.service.ts";
import { upsertOAuthUser, type OAuthProfile } from "../users.service.ts";

const StandInBody = z.object({ state: z.string(), email: z.string(), name: z.string().optional() });

export function registerAuthorize(auth: FastifyInstance, services: AppServices) {
  const { config } = services;
  const standIn = () => !googleConfigured(config) && !config.production;

  auth.get("/authorize", async (request, reply) => {
    const query = request.query as Record<string, string>;
    if (query.provider !== "google" || (!googleConfigured(config) && !standIn())) {
      throw validationFailed(`Unsupported provider: provider ${query.provider ?? ""} is not enabled`);
    }
    const pkce = parsePkce(query.code_challenge, query.code_challenge_method);
    const redirectTo = safeRedirect(config, query.redirect_to);
    const flow = pkce
      ? await createFlowState(services.db.prisma, { pkce, providerType: "google", authenticationMethod: "oauth" })
      : null;
    const state = await signOAuthState(config.jwtSecret, {
      provider: "google",
      redirectTo,
      flowStateId: flow?.id ?? null,
    });
    if (!standIn()) return reply.redirect(googleAuthorizationUrl(config, state, query), 302);
    return reply
      .header("content-security-policy", standInPolicy(redirectTo))
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(standInPage(state, redirectTo));
  });

  auth.get("/callback", async (request, reply) => {
    const state = await readOAuthState(config.jwtSecret, queryParam(request, "state"));
    const providerError = queryParam(request, "error");
    if (providerError) {
      const description = queryParam(request, "error_description") ?? providerError;
      return reply.redirect(
        errorRedirect(state.redirectTo, new AuthError(403, "provider_error", description), true),
        302,
      );
    }
    const code = queryParam(request, "code");
    if (!code || !googleConfigured(config))
      throw new AuthError(400, "bad_oauth_callback", "OAuth callback without a code");
    return finishOAuth(services, reply, state, () => googleProfileFromCode(config, code));
  });

  auth.post("/callback", async (request, reply) => {
    if (!standIn()) throw new AuthError(404, "not_found", "Not found");
    const body = parseBody(StandInBody, request.body, "Could not read the stand-in sign-in form");
    const state = await readOAuthState(config.jwtSecret, body.state);
    const email = requireEmail(body.email, "An email address is required");
    const subject = `dev-${crypto.createHash("sha256").update(email).digest("hex").slice(0, 21)}`;
    const name = body.name?.trim() || undefined;
    return finishOAuth(services, reply, state, async () => ({
      provider: "google",
      subject,
      email,
      emailVerified: true,
      name,
    }));
  });
}

async function finishOAuth(
  services: AppServices,
  reply: FastifyReply,
  state: OAuthState,
  profile: () => Promise<OAuthProfile>,
) {
  const pkce = state.flowStateId !== null;
  try {
    const user = await upsertOAuthUser(services.db.prisma, await profile());
    if (isBanned(user)) throw new AuthError(403, "user_banned", DISABLED_MESSAGE);
    if (pkce) {
      const { count } = await services.db.prisma.authFlowState.updateMany({
        where: { id: state.flowStateId!, userId: null },
        data: { userId: user.id, authCodeIssuedAt: new Date() },
      });
      if (count === 0) throw new AuthError(404, "flow_state_not_found", "No associated flow state found");
      const flow = await services.db.prisma.authFlowState.findUniqueOrThrow({ where: { id: state.flowStateId! } });
      return reply.redirect(withQuery(state.redirectTo, { code: flow.authCode }), 302);
    }
    const session = await issueSession(services, user, "oauth");
    return reply.redirect(sessionFragment(state.redirectTo, session), 302);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    return reply.redirect(errorRedirect(state.redirectTo, error, pkce), 302);
  }
}
