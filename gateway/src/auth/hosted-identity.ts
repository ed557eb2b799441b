// IdentityPort against a hosted Supabase project over its HTTP API: password checks through the password grant,
// password changes and deletions through the admin API, which needs SUPABASE_SERVICE_ROLE_KEY.
import type { IdentityPort } from "@app/schema";
import type { Config } from "../config/env.ts";
import { accessTokenVerifier } from "./identity-token.ts";

const TIMEOUT_MS = 10_000;
// GoTrue takes a Go duration; a hundred years is its documented stand-in for "until lifted".
const BAN_DURATION = "876000h";

export function createHostedIdentity(config: Config): IdentityPort {
  const verify = accessTokenVerifier(config);
  const auth = (path: string, init: { method: string; key: string; body?: unknown; bearer?: string }) =>
    fetch(`${config.supabaseUrl}/auth/v1${path}`, {
      method: init.method,
      headers: {
        apikey: init.key,
        authorization: `Bearer ${init.bearer ?? init.key}`,
        "content-type": "application/json",
        "x-supabase-api-version": "2024-01-01",
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });

  const serviceKey = () => {
    if (config.SUPABASE_SERVICE_ROLE_KEY) return config.SUPABASE_SERVICE_ROLE_KEY;
    throw new Error(
      "SUPABASE_SERVICE_ROLE_KEY is not set: changing passwords and deleting accounts of a hosted Supabase project " +
        "go through its admin API, which needs the service-role key",
    );
  };

  return {
    async verifyAccessToken(token) {
      return (await verify(token)).identity;
    },
    async verifyPassword(authId, email, password) {
      const key = config.supabaseAnonKey;
      const response = await auth("/token?grant_type=password", { method: "POST", key, body: { email, password } });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) {
        // The check must not leave a session behind on the hosted project.
        await auth("/logout?scope=local", { method: "POST", key, bearer: String(body.access_token) }).catch(
          () => undefined,
        );
        return (body.user as { id?: string } | undefined)?.id === authId;
      }
      const code = body.code ?? body.error_code;
      // GoTrue reports an unconfirmed email only after the password matched.
      if (code === "email_not_confirmed") return true;
      if (code === "invalid_credentials") return false;
      throw new Error(`Hosted identity: password check failed (HTTP ${response.status}, ${String(code)})`);
    },
    // GoTrue's admin update ends every session of the user, the caller's too (User.UpdatePassword(tx, nil)), and
    // clears its one-time tokens: the admin API cannot keep one session, so the learner signs in again.
    async changePassword(authId, newPassword) {
      const response = await auth(`/admin/users/${encodeURIComponent(authId)}`, {
        method: "PUT",
        key: serviceKey(),
        body: { password: newPassword },
      });
      if (!response.ok) throw new Error(`Hosted identity: password change failed (HTTP ${response.status})`);
    },
    async deleteIdentity(authId) {
      const response = await auth(`/admin/users/${encodeURIComponent(authId)}`, {
        method: "DELETE",
        key: serviceKey(),
      });
      // Already gone counts as deleted: account deletion may be retried.
      if (!response.ok && response.status !== 404) {
        throw new Error(`Hosted identity: account deletion failed (HTTP ${response.status})`);
      }
    },
    // GoTrue's ban: sign-in and refresh answer user_banned, so the hosted session ends at its next refresh; the
    // backend refuses the account's tokens at once on its own (disabledAt, checked on every request).
    async setDisabled(authId, disabled) {
      const response = await auth(`/admin/users/${encodeURIComponent(authId)}`, {
        method: "PUT",
        key: serviceKey(),
        body: { ban_duration: disabled ? BAN_DURATION : "none" },
      });
      // An identity already deleted on the project has nothing left to ban or unban.
      if (!response.ok && response.status !== 404) {
        throw new Error(`Hosted identity: ${disabled ? "ban" : "unban"} failed (HTTP ${response.status})`);
      }
    },
  };
}
