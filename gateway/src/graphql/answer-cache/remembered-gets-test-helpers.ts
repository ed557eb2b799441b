// Raw GETs of /graphql as a browser's network stack receives them, for the tests of answers by URL
// (remembered-gets.ts): which reads went the long way, and the answers' bytes and headers as sent.
import http from "node:http";
import { vi } from "vitest";
import type { SentRequest } from "../../../../test/client-documents.ts";
import type { TestGateway } from "../../../test/start-gateway.ts";

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (no decompression, headers as sent). */
function rawGet(target: TestGateway, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${target.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/**
 * Sends `request` `count` times, one after another; `longWay` counts the reads that looked for a remembered
 * answer the long way (remembered-answers.ts), `byUrl` says of each read whether it was answered without.
 */
export async function sendTimes(
  target: TestGateway,
  request: SentRequest,
  count: number,
  headers: Record<string, string> = {},
) {
  const longWay = vi.spyOn(target.app.services.contentCache, "rememberedBytes");
  try {
    const answers: Answer[] = [];
    const byUrl: boolean[] = [];
    for (let read = 0; read < count; read++) {
      const before = longWay.mock.calls.length;
      answers.push(await rawGet(target, request.path, { ...request.headers, ...headers }));
      byUrl.push(longWay.mock.calls.length === before);
    }
    return { answers, byUrl, longWay: longWay.mock.calls.length };
  } finally {
    longWay.mockRestore();
  }
}

/** Everything but the date, which moves with the clock. */
export const sameAnswer = (answer: Answer) => {
  const { date: _date, ...headers } = answer.headers;
  return { status: answer.status, headers, body: answer.body.toString("base64") };
};
