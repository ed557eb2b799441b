// Embedded PGlite is one connection inside the gateway's process: another process must not open its data
// directory while the gateway runs. So a gateway on PGlite answers `npm run backup` on a Unix socket in DATA_DIR
// (its owner's only, like the data directory itself) with a copy of the data directory made while PGlite's query
// lock is held, between two statements: a consistent snapshot, as after a crash (committed transactions are in the
// WAL it copies). The backup opens that copy in a PGlite of its own and removes it (decision 034). The gateway
// pauses only for the copy.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { AppServices } from "../services.ts";

/** Unix socket paths are limited to about 107 bytes (sun_path); longer DATA_DIRs get no online backup. */
const MAX_SOCKET_PATH = 100;

export function snapshotSocketPath(dataDir: string): string {
  return path.join(dataDir, "backup.sock");
}

/** Where copies wait for the backup that asked (removed by it, and at the gateway's next start). */
function snapshotCopiesDir(dataDir: string): string {
  return path.join(dataDir, "backup-snapshots");
}

export interface SnapshotServer {
  close(): Promise<void>;
}

export async function serveSnapshots(
  dataDir: string,
  pgliteLocation: string,
  pglite: PGlite,
  log: { warn(message: string): void; info(message: string): void },
): Promise<SnapshotServer | null> {
  const socket = snapshotSocketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    log.warn(
      `online backups are off: the socket path ${socket} is too long for a Unix socket (use a shorter DATA_DIR)`,
    );
    return null;
  }
  // One gateway per PGlite data directory: a socket file left by a crashed one is stale.
  fs.rmSync(socket, { force: true });
  const copies = snapshotCopiesDir(dataDir);
  fs.rmSync(copies, { recursive: true, force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== "POST" || request.url !== "/snapshot") {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    const copy = path.join(copies, `${new Date().toISOString().replaceAll(":", "-")}-${process.hrtime.bigint()}`);
    let locked = 0;
    pglite
      ._runExclusiveQuery(async () => {
        locked = Date.now();
        fs.mkdirSync(copies, { recursive: true, mode: 0o700 });
        await copyDirectory(pgliteLocation, copy);
      })
      .then(() => {
        const paused = Date.now() - locked;
        log.info(
          `backup snapshot copied to ${copy}: queries paused ${paused} ms (${locked - started} ms waiting for the lock)`,
        );
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ copy }));
      })
      .catch((error: unknown) => {
        fs.rmSync(copy, { recursive: true, force: true });
        response.writeHead(500, { "content-type": "text/plain" }).end(String((error as Error)?.message ?? error));
      });
  });
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socket, resolve));
  fs.chmodSync(socket, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Copies every file, many at once on the thread pool (a clone where the file system can, such as btrfs or XFS):
 * the gateway's queries wait meanwhile, and fs.cp would copy the data directory's ~1,300 files one after another.
 */
async function copyDirectory(from: string, to: string): Promise<void> {
  const entries = await fs.promises.readdir(from, { recursive: true, withFileTypes: true });
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    if (entry.isDirectory()) fs.mkdirSync(path.join(to, relative), { recursive: true, mode: 0o700 });
    else if (entry.isFile()) files.push(relative);
  }
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++];
      await fs.promises.copyFile(path.join(from, relative), path.join(to, relative), fs.constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/** The directory of the running gateway's snapshot, or null when no gateway answers on DATA_DIR's socket. */
export async function requestSnapshot(dataDir: string): Promise<string | null> {
  const socketPath = snapshotSocketPath(dataDir);
  if (!fs.existsSync(socketPath)) return null;
  return new Promise((resolve, reject) => {
    const request = http.request({ socketPath, path: "/snapshot", method: "POST" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        if (response.statusCode === 200) resolve((JSON.parse(body) as { copy: string }).copy);
        else reject(new Error(`The gateway could not take a snapshot: ${body.slice(0, 500)}`));
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A socket file nobody listens on: the gateway that made it is gone.
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") resolve(null);
      else reject(error);
    });
    request.end();
  });
}

/** The gateway's side: a socket only when its database is embedded PGlite (PostgreSQL has its own snapshots). */
export async function serveSnapshotsOf(
  services: Pick<AppServices, "db" | "config">,
  log: { warn(message: string): void; info(message: string): void },
): Promise<SnapshotServer | null> {
  const store = services.db.jobStore;
  if (store.kind !== "pglite") return null;
  const location = store.pglite.dataDir;
  if (!location || location.startsWith("memory://")) return null;
  return serveSnapshots(services.config.dataDir, location, store.pglite, log);
}
