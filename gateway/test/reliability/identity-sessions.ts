// Learners of the embedded identity server for the suites: signed up over HTTP, confirmed in the database, and
// signed in as the web client does (password grant, then the backend token from /api/auth/supabase-login).
import crypto from "node:crypto";
import type { Database } from "@app/db";
import { call } from "./http.ts";

export const PASSWORD = "correct horse battery";

export interface IdentitySession {
  access: string;
  refresh: string;
  backend: string;
}

export async function confirmedAccount(
  db: Database,
  baseUrl: string,
  label: string,
  password = PASSWORD,
): Promise<string> {
  const email = `${label.toLowerCase()}-${crypto.randomBytes(5).toString("hex")}@example.com`;
  const response = await call(`${baseUrl}/auth/v1/signup`, { body: { email, password } });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
  await db.prisma.authUser.update({ where: { email }, data: { emailConfirmedAt: new Date() } });
  return email;
}

/** A new identity session (its own refresh chain) and the backend token exchanged from it. */
export async function signIn(baseUrl: string, email: string, password = PASSWORD): Promise<IdentitySession> {
  const grant = await call(`${baseUrl}/auth/v1/token?grant_type=password`, { body: { email, password } });
  if (grant.status !== 200) throw new Error(`sign-in failed: ${grant.status} ${grant.text}`);
  const login = await call(`${baseUrl}/api/auth/supabase-login`, { body: { supabaseToken: grant.body.access_token } });
  if (login.status !== 200) throw new Error(`supabase-login failed: ${login.status} ${login.text}`);
  return { access: grant.body.access_token, refresh: grant.body.refresh_token, backend: login.body.token };
}

export const refresh = (baseUrl: string, refreshToken: string) =>
  call(`${baseUrl}/auth/v1/token?grant_type=refresh_token`, { body: { refresh_token: refreshToken } });
