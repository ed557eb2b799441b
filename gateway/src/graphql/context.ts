// Builds the resolver context of one request: the viewer comes only from a verified backend token.
import type { Context, Viewer } from "@app/schema";
import type { Language } from "@app/schema/languages";
import type { AppServices } from "../services.ts";
import { throttleFor, type ClientRequest } from "../security/password-throttle.ts";
import { systemFactsOf } from "../metrics/system-facts.ts";
import { invoiceSettingsOf } from "../payments/invoice-settings.ts";

/** Sent with every 401 of the API (REST and /graphql), so a client knows to obtain a fresh token (RFC 6750). */
export const WWW_AUTHENTICATE = 'Bearer realm="api"';

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? match[1] : null;
}

/** The viewer of a valid backend token; null without a token or when it is invalid, expired or its session ended. */
export async function resolveViewer(services: AppServices, authorization: string | undefined): Promise<Viewer | null> {
  const token = bearerToken(authorization);
  if (!token) return null;
  const claims = await services.backendTokens.verify(token);
  if (!claims) return null;
  return services.viewers.resolve(claims, !services.config.hostedIdentity);
}

/** `language`: what the request reads in (http/request-language.ts); course texts answer in it where translated. */
export function buildContext(
  services: AppServices,
  viewer: Viewer | null,
  client: ClientRequest,
  language?: Language,
): Context {
  return {
    db: services.db,
    prisma: services.db.prisma,
    viewer,
    language,
    identity: services.identity,
    tokens: services.backendTokens,
    files: services.files,
    jobs: services.jobs,
    throttle: throttleFor(services.passwordLimits, client),
    publicUrl: services.config.publicUrl,
    uploadLimitBytes: services.config.UPLOAD_LIMIT_BYTES,
    vapidPublicKey: services.config.vapid.publicKey,
    pushEndpointHosts: services.config.PUSH_ENDPOINT_HOSTS,
    system: systemFactsOf(services),
    payments: services.payments,
    invoicing: invoiceSettingsOf(services.config),
  };
}
