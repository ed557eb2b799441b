// Two gateway processes behind nginx on one scratch PostgreSQL database, each with a DATA_DIR of its own (nothing
// they share may live there): the deployment the replica suites load, kill and compare.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, type Database } from "@app/db";
import { spawnGateway, type ChildGateway } from "./child-gateway.ts";
import { createPostgresDatabase, postgresUnavailableReason, type TempPostgres } from "./databases.ts";
import { createFixture, type Fixture, type FixtureOptions } from "./fixtures.ts";
import { nginxBinary, startNginx, type Nginx } from "./nginx.ts";

export interface Replicas {
  db: Database;
  fixture: Fixture;
  gateways: ChildGateway[];
  nginx: Nginx;
  stop(): Promise<void>;
}

/** Why the replica suites cannot run here, or null. */
export async function replicasUnavailableReason(): Promise<string | null> {
  return (
    (await postgresUnavailableReason()) ??
    (nginxBinary() ? null : "nginx is not installed (apt-get install -y nginx-light)")
  );
}

/** Starts the deployment; `env` goes to both gateways. Whatever started is stopped again when a step fails. */
export async function startReplicas(
  fixtureOptions: FixtureOptions,
  env: Record<string, string> = {},
): Promise<Replicas> {
  let temp: TempPostgres | undefined;
  let db: Database | undefined;
  let nginx: Nginx | undefined;
  const gateways: ChildGateway[] = [];
  const dirs: string[] = [];
  const stop = async () => {
    await nginx?.stop();
    for (const gateway of gateways) await gateway.kill("SIGTERM");
    await db?.close();
    await temp?.drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    temp = await createPostgresDatabase();
    db = await openDatabase({ target: { kind: "postgres", location: temp.url }, poolSize: 4 });
    const fixture = await createFixture(db, fixtureOptions);
    for (let index = 0; index < 2; index++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "reliability-replica-"));
      dirs.push(dataDir);
      gateways.push(await spawnGateway({ DATA_DIR: dataDir, DATABASE_URL: temp.url, ...env }));
    }
    nginx = await startNginx(gateways.map((gateway) => gateway.port));
    return { db, fixture, gateways, nginx, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
