// Two gateways on one PostgreSQL behind nginx, started the way the scale-out reliability suite starts them (its
// harness in gateway/test/reliability), but in production mode: each gateway is one node process, so /proc gives
// its CPU directly.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnGateway, type ChildGateway } from "../../../gateway/test/reliability/child-gateway.ts";
import { nginxBinary, startNginx, type Nginx } from "../../../gateway/test/reliability/nginx.ts";
import { cpuProfileFlags } from "../gateway-process.ts";
import { childrenOf, postgresCpuSecondsOf, processCpuSeconds } from "../process-cpu.ts";

export const GATEWAYS = 2;

export interface Cluster {
  url: string;
  /** Cumulative CPU seconds of each part of the system under test. */
  cpu(): { gateways: number; postgres: number; nginx: number };
  /** Requests each gateway answered, from nginx's access log (upstream address -> count). */
  upstreamCounts(): Map<string, number>;
  stop(): Promise<void>;
}

/** Why the scenario cannot run here, or null. */
export function clusterUnavailableReason(databaseUrl: string | undefined): string | null {
  if (!databaseUrl) return "needs PostgreSQL: set BENCH_DATABASE_URL=postgresql://...";
  if (!nginxBinary()) return "needs nginx (apt-get install -y nginx-light)";
  return null;
}

/**
 * The ports of the gateways and of nginx: the ones after BENCH_PORT (the bench's own gateway) when it is set, so a
 * machine whose ports are shared out among people keeps to its own range; else free ones.
 */
export function clusterPorts(benchPort: string | undefined): { gateways: Array<number | undefined>; nginx?: number } {
  const base = Number(benchPort);
  if (!benchPort || !Number.isInteger(base)) return { gateways: Array.from({ length: GATEWAYS }, () => undefined) };
  return { gateways: Array.from({ length: GATEWAYS }, (_, index) => base + 1 + index), nginx: base + 1 + GATEWAYS };
}

/** `profileDir`: each gateway writes a V8 CPU profile there when it stops (BENCH_PROFILE, docs/performance.md). */
export async function startCluster(databaseUrl: string, profileDir?: string): Promise<Cluster> {
  const ports = clusterPorts(process.env.BENCH_PORT);
  const gateways: ChildGateway[] = [];
  const dirs: string[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    // Graceful, so every pooled PostgreSQL backend ends and flushes its statistics (read by the row count).
    for (const gateway of gateways) await gateway.kill("SIGTERM");
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let index = 0; index < GATEWAYS; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-watchers-"));
      dirs.push(dataDir);
      // Named by node (process and thread id): tsx's loader thread writes a profile of its own.
      const profile = cpuProfileFlags(profileDir);
      gateways.push(
        await spawnGateway(
          {
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            NODE_ENV: "production",
            PUBLIC_URL: "http://127.0.0.1",
            MAIL_DELIVERY: "off",
            TRUST_PROXY: "true",
            ...(ports.gateways[index] ? { PORT: ports.gateways[index] } : {}),
          },
          profile,
        ),
      );
    }
    nginx = await startNginx(
      gateways.map((gateway) => gateway.port),
      ports.nginx,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const database = new URL(databaseUrl).pathname.slice(1);
  const nginxPids = () => [nginx!.pid, ...childrenOf(nginx!.pid)];
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + processCpuSeconds(pid), 0);
  return {
    url: nginx.url,
    cpu: () => ({
      gateways: sum(gateways.map((gateway) => gateway.process.pid!)),
      postgres: postgresCpuSecondsOf(database),
      nginx: sum(nginxPids()),
    }),
    upstreamCounts() {
      const counts = new Map<string, number>();
      for (const line of nginx!.accessLog()) {
        const upstream = line.split(" ")[0];
        counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
      }
      return counts;
    },
    stop,
  };
}
