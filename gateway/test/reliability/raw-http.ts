// Requests whose path is sent byte for byte: fetch and URL normalise "../" and "%2e%2e", which would hide
// exactly the traversal variants a suite must try.
import http from "node:http";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function rawGet(baseUrl: string, rawPath: string): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: rawPath, method: "GET", agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("latin1"),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}
