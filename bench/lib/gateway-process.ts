// The gateway under test runs as its own process, started exactly as users start it (`npm run serve`), so
// start-up time and RSS are those of the real thing, not of a server embedded in the harness.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { gatewayBundle } from "../../gateway/scripts/build.ts";
import { deepestMatching, processCpuSeconds } from "./process-cpu.ts";

export interface GatewayProcess {
  url: string;
  /** The server process (the node running the entry), for /proc. */
  pid: number;
  /** Spawn to first 200 on the probe path, in milliseconds. */
  startMs: number;
  /** Resident set size of the server process (the node running the entry's bundle), in bytes. */
  rss(): number;
  /** CPU seconds the server process has used so far (user + system, every thread). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/** Node's own flags that write a V8 CPU profile into `profileDir` at a graceful exit (none without it). */
export const cpuProfileFlags = (profileDir?: string) =>
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];

/**
 * Spawns `npm run serve`, or with `profileDir` node itself with --cpu-prof (not allowed in NODE_OPTIONS), so the
 * server writes a CPU profile there on its graceful exit. `nodeFlags` also spawn node itself, with those flags (the
 * soak's --inspect would otherwise be taken by npm's own node process first), on the bundle `npm run serve` runs.
 */
export async function startGateway(
  root: string,
  env: Record<string, string>,
  probePath: string,
  profileDir?: string,
  nodeFlags: string[] = [],
): Promise<GatewayProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  // Built before the clock starts (`npm run serve` would build a stale bundle itself, inside the start-up time).
  const bundle = await gatewayBundle(env.GATEWAY_MAIN);
  const started = performance.now();
  const profile = cpuProfileFlags(profileDir);
  // --enable-source-maps as package.json's serve script.
  const [command, args] =
    profileDir || nodeFlags.length > 0
      ? [process.execPath, [...profile, ...nodeFlags, "--enable-source-maps", bundle]]
      : ["npm", ["run", "--silent", "serve"]];
  // Own process group, so stop() reaches npm, the shell and the node it runs, and nothing else.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await waitForOk(`${url}${probePath}`, exited);
  const startMs = performance.now() - started;
  // npm -> sh -> node running the bundle; found once it answers.
  const server = deepestMatching(child.pid!, bundle);
  return {
    url,
    pid: server,
    startMs,
    rss: () => residentBytes(server),
    cpuSeconds: () => processCpuSeconds(server),
    stop: () => stopGroup(child, exited),
  };
}

async function waitForOk(target: string, exited: Promise<number | null>) {
  let gone: number | null | undefined;
  void exited.then((code) => (gone = code));
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (gone !== undefined) throw new Error(`gateway exited with code ${gone} before answering ${target}`);
    const ok = await fetch(target).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`gateway did not answer 200 on ${target} within ${START_TIMEOUT_MS / 1000} s`);
}

async function stopGroup(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null) return;
  process.kill(-child.pid!, "SIGTERM");
  const timer = setTimeout(() => process.kill(-child.pid!, "SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** VmRSS of a process; 0 once it is gone. */
function residentBytes(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
