// The gateway as a separate process (`node --import tsx gateway/src/main.ts`, one process so that kill -9
// hits the server itself, not a wrapper), with its own DATA_DIR and PORT.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { TEST_SECRETS } from "./fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export interface ChildGateway {
  url: string;
  port: number;
  process: ChildProcess;
  /** Everything the process wrote to stderr (for failure messages). */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `nodeFlags`: flags for node itself, such as `--cpu-prof`, which NODE_OPTIONS does not take. */
export async function spawnGateway(
  env: { DATA_DIR: string; PORT?: number } & Record<string, string | number>,
  nodeFlags: string[] = [],
): Promise<ChildGateway> {
  const port = env.PORT ?? (await freePort());
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", "gateway/src/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      SEED: "false",
      HOST: "127.0.0.1",
      ...TEST_SECRETS,
      ...Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value)])),
      PORT: String(port),
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(url, exited, () => stderr);
  return {
    url,
    port,
    process: child,
    stderr: () => stderr,
    exited,
    kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Resident memory of the process now (Linux /proc), in bytes. */
export function residentBytes(child: ChildGateway): number {
  const status = fs.readFileSync(`/proc/${child.process.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) * 1024;
}

/** Bytes the process has read through system calls so far (Linux /proc), sockets included. */
export function bytesRead(child: ChildGateway): number {
  const io = fs.readFileSync(`/proc/${child.process.pid}/io`, "utf8");
  return Number(/^rchar:\s+(\d+)$/m.exec(io)![1]);
}

async function waitUntilHealthy(url: string, exited: Promise<unknown>, stderr: () => string, timeoutMs = 90_000) {
  let done = false;
  exited.then(() => (done = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (done) throw new Error(`gateway exited before it was healthy:\n${stderr()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gateway not healthy after ${timeoutMs} ms:\n${stderr()}`);
}
