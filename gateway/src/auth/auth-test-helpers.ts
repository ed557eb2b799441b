// Test helpers for the identity server: the real supabase-js client configured as the web client configures it
// (PKCE, persisted session in memory, no background refresh), and access to the dev mailbox over HTTP.
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import WebSocket from "ws";

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  createdAt: string;
  links: string[];
}

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A client built from the gateway's /config.json, exactly as the browser app does it. */
export async function clientFor(gatewayUrl: string): Promise<SupabaseClient> {
  const config = (await (await fetch(`${gatewayUrl}/config.json`)).json()) as {
    supabaseUrl: string;
    supabaseAnonKey: string;
  };
  // "" means the page's own origin (client/src/lib/config.ts resolveConfig): here the gateway's.
  return createClient(config.supabaseUrl || gatewayUrl, config.supabaseAnonKey, {
    auth: {
      flowType: "pkce",
      persistSession: true,
      storage: memoryStorage(),
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    realtime: { transport: WebSocket as never },
  });
}

export async function mailbox(gatewayUrl: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${gatewayUrl}/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailboxMessage[];
}

/** Opens the newest email's verify link like a browser and returns where the identity server redirected. */
export async function openLatestLink(gatewayUrl: string, to: string): Promise<URL> {
  const [latest] = await mailbox(gatewayUrl, to);
  if (!latest) throw new Error(`no email for ${to}`);
  return followOnce(latest.links[0]);
}

export async function followOnce(url: string, init: RequestInit = {}): Promise<URL> {
  const response = await fetch(url, { ...init, redirect: "manual" });
  const location = response.headers.get("location");
  if (response.status < 300 || response.status > 399 || !location) {
    throw new Error(`expected a redirect from ${url}, got ${response.status}: ${await response.text()}`);
  }
  return new URL(location, url);
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}@example.com`;

/** Signs up through supabase-js, opens the confirmation link and exchanges its code: a confirmed, signed-in client. */
export async function confirmedClient(gatewayUrl: string, email: string, password: string) {
  const client = await clientFor(gatewayUrl);
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  const landing = await openLatestLink(gatewayUrl, email);
  const { data, error } = await client.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
  if (error) throw error;
  return { client, session: data.session };
}

/** The 6-digit code of the newest email to `to` (`verifyOtp` takes it instead of the link). */
export async function latestCode(gatewayUrl: string, to: string): Promise<string> {
  const [latest] = await mailbox(gatewayUrl, to);
  const code = /enter this code: (\d{6})/.exec(latest?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the newest email to ${to}`);
  return code;
}

/** The 6-digit code of the newest SMS to `phone` (E.164), from the dev mailbox where the log provider keeps it. */
export async function latestSmsCode(gatewayUrl: string, phone: string): Promise<string> {
  const [latest] = await mailbox(gatewayUrl, phone);
  const code = /\b(\d{6})\b/.exec(latest?.text ?? "")?.[1];
  if (!code) throw new Error(`no SMS code for ${phone}`);
  return code;
}

let phoneCounter = 0;
/** A fresh Indian mobile number in E.164 for each call. */
export const uniquePhone = () =>
  `+919${String(Date.now() % 1e5).padStart(5, "0")}${String(++phoneCounter % 1e4).padStart(4, "0")}`;
