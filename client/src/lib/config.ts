// Runtime configuration published by the gateway at /config.json, so one build serves any backend.
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
  /** Sign-in by phone number and SMS code is offered (docs/phone-sign-in.md); absent from older gateways. */
  phoneSignIn?: boolean;
}

let current: AppConfig | null = null;

function isConfig(value: unknown): value is AppConfig {
  const record = value as Record<string, unknown> | null;
  return (
    !!record &&
    typeof record.supabaseUrl === "string" &&
    typeof record.supabaseAnonKey === "string" &&
    typeof record.apiUrl === "string"
  );
}

export async function loadConfig(fetcher: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetcher("/config.json", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
  const body: unknown = await response.json();
  if (!isConfig(body)) throw new Error("Invalid /config.json");
  current = resolveConfig(body, window.location.origin, import.meta.env.DEV);
  return current;
}

/**
 * "" in /config.json means the page's own origin: the API and files are then loaded by relative paths, and the
 * identity client (which needs an absolute URL) gets the page's origin. Under `vite dev` every API path is proxied.
 */
export function resolveConfig(body: AppConfig, pageOrigin: string, dev = false): AppConfig {
  const apiUrl = dev ? "" : body.apiUrl.replace(/\/+$/, "");
  return { ...body, apiUrl, supabaseUrl: body.supabaseUrl.replace(/\/+$/, "") || pageOrigin };
}

export function setConfig(config: AppConfig) {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error("Configuration not loaded");
  return current;
}
