// Small HTTP helpers for the suites: JSON calls that never throw on a status, GraphQL, and a bounded pool.
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function call<T = any>(url: string, options: CallOptions = {}): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(url, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
    signal: options.signal,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export function graphql<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  return call<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }>(`${baseUrl}/graphql`, {
    body: { query, variables },
    token,
  });
}

/** Runs `tasks` with at most `concurrency` in flight; results keep the tasks' order. */
export async function pool<T>(tasks: Array<() => Promise<T>>, concurrency: number): Promise<PromiseSettledResult<T>[]> {
  const results: PromiseSettledResult<T>[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await tasks[index]() };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** Signs of a leaked internal error: stack frames, file paths, SQL or driver text. */
export const LEAK_PATTERN =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|\bSELECT\b.*\bFROM\b|\bINSERT INTO\b|\bUPDATE "|\bSQLSTATE\b|prisma\.|PrismaClient|DriverAdapterError|duplicate key value/i;
