// No Docker engine runs here, so the deployment description is checked statically: its structure, and that the
// gateway accepts the environment compose would give it (through the gateway's own config loader).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../gateway/src/config/env.ts";

const root = path.resolve(import.meta.dirname, "..");
// Merge keys (`<<: *scale-gateway`) as compose reads them.
const compose = parse(fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8"), { merge: true });
const { postgres, gateway } = compose.services;
const secrets = {
  POSTGRES_PASSWORD: "b6c1e0f4a9d2",
  SUPABASE_JWT_SECRET: "s".repeat(40),
  BACKEND_JWT_SECRET: "b".repeat(40),
  SMTP_URL: "smtp://mailpit:1025",
};

/** Compose variable interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?:(:[-?])([^}]*))?\}/g, (_match, name: string, operator?: string, argument = "") => {
    const current = env[name];
    if (current) return current;
    if (operator === ":?") throw new Error(`missing ${name}: ${argument}`);
    return operator === ":-" ? argument : "";
  });
}

const serviceEnv = (service: { environment: Record<string, string> }, env: Record<string, string>) =>
  Object.fromEntries(Object.entries(service.environment).map(([key, value]) => [key, interpolate(String(value), env)]));
const gatewayEnv = (env: Record<string, string>) => serviceEnv(gateway, env);

const volumeTarget = (service: { volumes: string[] }, volume: string) =>
  service.volumes.map((entry) => entry.split(":")).find(([source]) => source === volume)?.[1];

describe("docker-compose.yml", () => {
  it("runs PostgreSQL with a named data volume and a readiness check", () => {
    expect(postgres.image).toMatch(/^postgres:15/);
    expect(volumeTarget(postgres, "postgres-data")).toBe("/var/lib/postgresql/data");
    expect(compose.volumes).toHaveProperty("postgres-data");
    expect(postgres.healthcheck.test.join(" ")).toContain("pg_isready");
    expect(postgres.environment.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
  });

  it("builds the gateway from the Dockerfile and starts it after PostgreSQL is healthy", () => {
    expect(gateway.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
    expect(gateway.depends_on.postgres.condition).toBe("service_healthy");
    const dockerfile = fs.readFileSync(path.join(root, gateway.build.dockerfile), "utf8");
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim$/m);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "serve"\]$/m);
    expect(dockerfile.indexOf("ENV NODE_ENV=production")).toBeGreaterThan(dockerfile.indexOf("RUN npm ci"));
  });

  it("points the gateway at the postgres service in production mode, secrets taken from the environment", () => {
    const env = gatewayEnv(secrets);
    const url = new URL(env.DATABASE_URL);
    expect([url.hostname, url.port, url.pathname]).toEqual([
      "postgres",
      "5432",
      `/${postgres.environment.POSTGRES_DB}`,
    ]);
    expect([url.username, url.password]).toEqual([postgres.environment.POSTGRES_USER, secrets.POSTGRES_PASSWORD]);
    expect(env.NODE_ENV).toBe("production");
    for (const name of ["SUPABASE_JWT_SECRET", "BACKEND_JWT_SECRET"]) {
      expect(gateway.environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
    expect(() => gatewayEnv({ ...secrets, BACKEND_JWT_SECRET: "" })).toThrow(/BACKEND_JWT_SECRET/);
  });

  it("gives the gateway an environment its config loader accepts", () => {
    const config = loadConfig(gatewayEnv(secrets));
    expect(config).toMatchObject({
      production: true,
      DATABASE_URL: expect.stringContaining("@postgres:5432/"),
      seed: false,
    });
    expect(config.jwtSecret).toBe(secrets.SUPABASE_JWT_SECRET);
    expect(config.backendSecret).toBe(secrets.BACKEND_JWT_SECRET);
    expect(config.mailDelivery).toBe("smtp");
    expect(() => loadConfig(gatewayEnv({ ...secrets, SMTP_URL: "" }))).toThrow(/SMTP_URL/);
    expect(loadConfig(gatewayEnv({ ...secrets, SMTP_URL: "", MAIL_DELIVERY: "off" })).mailDelivery).toBe("off");
  });

  it("keeps DATA_DIR on a volume, publishes the gateway port and checks readiness", () => {
    const env = gatewayEnv(secrets);
    expect(volumeTarget(gateway, "gateway-data")).toBe(env.DATA_DIR);
    expect(compose.volumes).toHaveProperty("gateway-data");
    const [published, container] = interpolate(gateway.ports[0], {}).split(":");
    expect([published, container]).toEqual(["3000", env.PORT]);
    expect(gateway.healthcheck.test.join(" ")).toContain(`127.0.0.1:${env.PORT}/readyz`);
  });
});

describe("docker-compose.yml scale profile", () => {
  const scale = ["nginx", "gateway-a", "gateway-b", "minio", "minio-init"];
  const secretsWithMinio = { ...secrets, MINIO_ROOT_PASSWORD: "minio-secret-4c1d" };
  const replicas = ["gateway-a", "gateway-b"].map((name) => compose.services[name]);
  const nginx = compose.services.nginx;
  const nginxConf = () => fs.readFileSync(path.join(root, nginx.volumes[0].split(":")[0]), "utf8");
  const directives = () => nginxConf().replace(/#.*$/gm, "");

  it("adds nginx, two gateways, MinIO and a bucket init to the scale profile, on the one PostgreSQL", () => {
    for (const name of scale) expect(compose.services[name].profiles, name).toEqual(["scale"]);
    expect(postgres.profiles).toBeUndefined();
    expect(compose.services.minio.volumes).toEqual(["minio-data:/data"]);
    expect(compose.volumes).toHaveProperty("minio-data");
    expect(compose.services.minio.healthcheck.test).toEqual(["CMD", "mc", "ready", "local"]);
    const init = compose.services["minio-init"];
    const script = init.entrypoint.join(" ");
    expect(script).toContain("mc mb --ignore-existing");
    expect(script).toContain("http://minio:9000");
    expect(interpolate(init.environment.S3_BUCKET, {})).toBe(serviceEnv(replicas[0], secretsWithMinio).S3_BUCKET);
  });

  it("runs identical, stateless replicas of the gateway image on the shared database and bucket", () => {
    const [a, b] = replicas.map((replica) => serviceEnv(replica, secretsWithMinio));
    expect(a).toEqual(b);
    for (const replica of replicas) {
      expect(replica.build).toEqual(gateway.build);
      expect(replica.volumes, "nothing kept on a replica's disk").toBeUndefined();
      expect(replica.healthcheck.test.join(" ")).toContain(`127.0.0.1:${a.PORT}/readyz`);
    }
    expect(a.DATABASE_URL).toBe(gatewayEnv(secrets).DATABASE_URL);
    expect(a).toMatchObject({
      NODE_ENV: "production",
      STORAGE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
      TRUST_PROXY: "true",
    });
    const minio = serviceEnv(compose.services.minio, secretsWithMinio);
    expect([a.S3_ACCESS_KEY_ID, a.S3_SECRET_ACCESS_KEY]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
    expect(() => serviceEnv(replicas[0], secrets)).toThrow(/MINIO_ROOT_PASSWORD/);
    const config = loadConfig(a);
    expect(config).toMatchObject({
      production: true,
      DATABASE_URL: a.DATABASE_URL,
      TRUST_PROXY: true,
      STORAGE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "vidyapath",
      S3_FORCE_PATH_STYLE: true,
    });
  });

  it("starts in order: bucket before the gateways, one gateway migrated before the other, nginx last", () => {
    const [a, b] = replicas;
    expect(a.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      "minio-init": { condition: "service_completed_successfully" },
    });
    expect(b.depends_on).toEqual({ "gateway-a": { condition: "service_healthy" } });
    expect(compose.services["minio-init"].depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(nginx.depends_on).toEqual({
      "gateway-a": { condition: "service_healthy" },
      "gateway-b": { condition: "service_healthy" },
    });
  });

  it("balances over both replicas from a config file in the repo, never replaying a write, streaming uploads", () => {
    const [source, target, mode] = nginx.volumes[0].split(":");
    expect([source, target, mode]).toEqual(["./deploy/nginx-scale.conf", "/etc/nginx/conf.d/default.conf", "ro"]);
    expect(interpolate(nginx.ports[0], {})).toBe("8080:80");
    const conf = directives();
    const port = serviceEnv(replicas[0], secretsWithMinio).PORT;
    expect([...conf.matchAll(/^\s*server ([\w-]+:\d+)/gm)].map((match) => match[1])).toEqual([
      `gateway-a:${port}`,
      `gateway-b:${port}`,
    ]);
    expect(conf).toMatch(/^\s*listen 80;/m);
    expect(conf).toMatch(/proxy_next_upstream [^;]+;/);
    expect(conf).not.toContain("non_idempotent");
    expect(conf).toMatch(/proxy_request_buffering off;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
    const bodyLimit = /client_max_body_size (\d+)m;/.exec(conf);
    expect(Number(bodyLimit?.[1]) * 2 ** 20).toBeGreaterThanOrEqual(
      loadConfig(serviceEnv(replicas[0], secretsWithMinio)).VIDEO_UPLOAD_LIMIT_BYTES,
    );
  });

  it.skipIf(!fs.existsSync("/usr/sbin/nginx"))("is a config nginx itself accepts", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compose-nginx-"));
    try {
      // Compose's service names resolve only inside its network; here they become loopback.
      fs.writeFileSync(
        path.join(dir, "site.conf"),
        nginxConf()
          .replace(/gateway-[ab]:/g, "127.0.0.1:")
          .replace("listen 80;", "listen 127.0.0.1:18080;"),
      );
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid; error_log ${dir}/error.log; events {} http { access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; include ${dir}/site.conf; }`,
      );
      expect(() =>
        execFileSync("/usr/sbin/nginx", ["-t", "-q", "-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: "pipe" }),
      ).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
