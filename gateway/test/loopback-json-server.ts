// The HTTP part every loopback fake of an outside JSON API shares (MSG91, WhatsApp): read the request's body, hand
// it to the fake's rules, answer JSON; on a free port of 127.0.0.1, closed by the test.
import http from "node:http";

export interface JsonRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed body; {} when empty. */
  body: Record<string, unknown>;
}

export type JsonAnswer = { status: number; body: object };

export async function startLoopbackJsonServer(answer: (request: JsonRequest) => JsonAnswer) {
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const { status, body } = answer({
        method: request.method ?? "GET",
        path: request.url ?? "",
        headers: request.headers,
        body: JSON.parse(raw || "{}") as Record<string, unknown>,
      });
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
