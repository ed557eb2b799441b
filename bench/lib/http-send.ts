// The load generators' one way to send a request: over a kept-alive agent, with a deadline, answering the status and
// (unless discarded) the body, which the soak reads and drops without decoding.
import http from "node:http";

export interface Outgoing {
  method: string;
  path: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
}

export interface Answered {
  status: number;
  /** The body as text; empty when discarded. */
  text: string;
}

/** Rejects when no answer comes (a connection error, or nothing within `timeoutMs`); any status resolves. */
export function send(
  target: URL,
  agent: http.Agent,
  request: Outgoing,
  { timeoutMs, discardBody = false }: { timeoutMs: number; discardBody?: boolean },
): Promise<Answered> {
  const { body } = request;
  const headers =
    body === undefined ? request.headers : { ...request.headers, "content-length": Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        agent,
        timeout: timeoutMs,
        headers,
      },
      (response) => {
        let text = "";
        if (discardBody) response.resume();
        else {
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
        }
        response.once("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.once("error", reject);
      },
    );
    outgoing.once("timeout", () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.once("error", reject);
    outgoing.end(body);
  });
}
