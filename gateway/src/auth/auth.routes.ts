// The embedded Supabase Auth (GoTrue) server at /auth/v1, mounted only when no hosted project is configured.
// The route table mirrors supabase/auth's internal/api/api.go; each handler file holds one endpoint group.
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.ts";
import { jsonBodyParser } from "../http/json-depth.ts";
import { sharedRateLimitStore } from "../security/rate-limit-buckets.ts";
import { createAccountLimits } from "./account-limits.ts";
import { API_VERSION, AuthError, authErrorHandler, isCurrentApiVersion } from "./auth-errors.ts";
import { identityMailIdle } from "./auth-mail.ts";
import { registerAdmin } from "./handlers/admin.handler.ts";
import { registerAuthorize } from "./handlers/authorize.handler.ts";
import { registerLogout } from "./handlers/logout.handler.ts";
import { registerOtp } from "./handlers/otp.handler.ts";
import { registerRecover } from "./handlers/recover.handler.ts";
import { registerSettings } from "./handlers/settings.handler.ts";
import { registerSignup } from "./handlers/signup.handler.ts";
import { registerToken } from "./handlers/token.handler.ts";
import { registerUser } from "./handlers/user.handler.ts";
import { registerVerify } from "./handlers/verify.handler.ts";

export async function registerIdentityServer(server: FastifyInstance, services: AppServices) {
  if (services.config.hostedIdentity) return;
  // Emails this process was sending finish before the queue stops (one that does not is retried by another process).
  server.addHook("onClose", () => identityMailIdle(services));
  await server.register(
    async (auth) => {
      // Scoped here so static files and the rest of the API are not counted (TOOLCHAIN.md). Counted in the
      // database, so that replicas behind one load balancer refuse the same attempt.
      await auth.register(rateLimit, {
        global: false,
        store: sharedRateLimitStore(services.limitWindows),
        errorResponseBuilder: () => new AuthError(429, "over_request_rate_limit", "Request rate limit reached"),
      });
      auth.setErrorHandler(authErrorHandler);
      auth.setNotFoundHandler(() => {
        throw new AuthError(404, "not_found", "Not found");
      });
      auth.addHook("onRequest", async (request, reply) => {
        if (isCurrentApiVersion(request)) reply.header("x-supabase-api-version", API_VERSION);
      });
      registerBodyParsers(auth);
      // Per client address and route; per-account limits on failed secrets come first (account-limits.ts).
      const limit = { max: services.config.RATE_LIMIT_AUTH_PER_MINUTE, timeWindow: "1 minute" };
      const accounts = createAccountLimits(services.config, services.limitWindows);
      registerSignup(auth, services, limit, accounts);
      registerToken(auth, services, limit, accounts.signIn);
      registerUser(auth, services, limit, accounts);
      registerLogout(auth, services);
      registerRecover(auth, services, limit, accounts);
      registerOtp(auth, services, limit, accounts);
      registerVerify(auth, services, limit, accounts);
      registerAuthorize(auth, services);
      registerSettings(auth, services);
      registerAdmin(auth, services);
    },
    { prefix: "/auth/v1" },
  );
}

/** supabase-js sends `Content-Type: application/json` with no body on /logout; the stand-in page posts a form. */
function registerBodyParsers(auth: FastifyInstance) {
  const parseJson = jsonBodyParser(auth);
  auth.removeContentTypeParser("application/json");
  auth.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (String(body).trim() === "") return done(null, {});
    parseJson(request, String(body), done);
  });
  auth.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}
