// SIGTERM (main.ts): a request already in flight completes with its normal answer, new connections are
// refused, and the process exits cleanly.
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { spawnGateway, type ChildGateway } from "../test/reliability/child-gateway.ts";

let gateway: ChildGateway | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-sigterm-"));
afterAll(async () => {
  await gateway?.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it("finishes in-flight requests and refuses new connections on SIGTERM", async () => {
  gateway = await spawnGateway({ DATA_DIR: dataDir });
  const body = JSON.stringify({ query: "{ exams { id } }" });
  const socket = net.connect(gateway.port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let response = "";
  socket.on("data", (chunk) => (response += chunk));
  const ended = new Promise((resolve) => socket.once("close", resolve));
  // The request is in flight: headers and half of the body sent when the signal arrives.
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.slice(0, 10));
  await new Promise((resolve) => setTimeout(resolve, 200));

  gateway.process.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  const fresh = await fetch(`${gateway.url}/healthz`).then(
    (result) => `status ${result.status}`,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
  expect(fresh).toBe("ECONNREFUSED");

  socket.write(body.slice(10));
  const answered = Date.now();
  await ended;
  expect(response).toMatch(/^HTTP\/1\.1 200/);
  expect(response).toContain('{"data":{"exams":[]}}');
  const exit = await gateway.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  // Shutdown does not wait for the finished request's keep-alive socket to time out.
  expect(Date.now() - answered).toBeLessThan(5_000);
}, 120_000);
