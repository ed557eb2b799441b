// Liveness (the process answers) and readiness (the database answers) for orchestrators and load balancers.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../services.ts";

const READY_TIMEOUT_MS = 2_000;

export function registerHealth(app: FastifyInstance, services: AppServices) {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    try {
      await withTimeout(services.db.ping(), READY_TIMEOUT_MS);
      return { status: "ready", database: services.db.kind };
    } catch {
      return reply.status(503).send({ status: "unavailable", error: "Database unavailable" });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}
