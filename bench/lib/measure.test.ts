// A group whose requests fail stops the run, and says how they failed (a status, a connection error, no answer in
// time), so a failed whole run can be told apart from the next without running it again.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureScenarios } from "./measure.ts";
import type { Scenario } from "./scenarios.ts";

let server: http.Server;
let baseUrl: string;
let served = 0;

beforeAll(async () => {
  // Every third answer is a 503, as a shed request would be.
  server = http.createServer((_request, response) => {
    served++;
    response.writeHead(served % 3 === 0 ? 503 : 200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("measuring a group", () => {
  it("throws on failed requests, naming what kind they were", async () => {
    const scenario: Scenario = {
      group: "failing",
      kind: "rest",
      label: "GET /sometimes",
      next: () => ({ method: "GET", path: "/sometimes" }),
    };
    const settings = { connections: 2, warmupSeconds: 0.2, durationSeconds: 0.4, rounds: 2 };
    await expect(measureScenarios(baseUrl, [scenario], settings, () => {})).rejects.toThrow(
      /GET \/sometimes: \d+ failed requests under load \([1-9]\d* answered with a status other than 2xx, 0 connection errors, 0 timed out\)/,
    );
  });
});
