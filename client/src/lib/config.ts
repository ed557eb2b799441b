// Runtime configuration published by the gateway at /config.json, so one build serves any backend.
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  apiUrl: string;
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
  // Under `vite dev` every API path is proxied, so the page's own origin is the API host.
  const apiUrl = import.meta.env.DEV ? window.location.origin : body.apiUrl;
  current = { ...body, apiUrl: apiUrl.replace(/\/+$/, "") };
  return current;
}

export function setConfig(config: AppConfig) {
  current = config;
}

export function getConfig(): AppConfig {
  if (!current) throw new Error("Configuration not loaded");
  return current;
}
