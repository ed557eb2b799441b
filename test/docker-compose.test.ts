// No Docker engine runs here, so the deployment description is checked statically: its structure, and that the
// gateway accepts the environment compose would give it (through the gateway's own config loader).
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../gateway/src/config/env.ts";

const root = path.resolve(import.meta.dirname, "..");
const compose = parse(fs.readFileSync(path.join(root, "docker-compose.yml"), "utf8"));
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

const gatewayEnv = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(gateway.environment as Record<string, string>).map(([key, value]) => [key, interpolate(String(value), env)]));

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
    expect([url.hostname, url.port, url.pathname]).toEqual(["postgres", "5432", `/${postgres.environment.POSTGRES_DB}`]);
    expect([url.username, url.password]).toEqual([postgres.environment.POSTGRES_USER, secrets.POSTGRES_PASSWORD]);
    expect(env.NODE_ENV).toBe("production");
    for (const name of ["SUPABASE_JWT_SECRET", "BACKEND_JWT_SECRET"]) {
      expect(gateway.environment[name]).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
    expect(() => gatewayEnv({ ...secrets, BACKEND_JWT_SECRET: "" })).toThrow(/BACKEND_JWT_SECRET/);
  });

  it("gives the gateway an environment its config loader accepts", () => {
    const config = loadConfig(gatewayEnv(secrets));
    expect(config).toMatchObject({ production: true, DATABASE_URL: expect.stringContaining("@postgres:5432/"), seed: false });
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
