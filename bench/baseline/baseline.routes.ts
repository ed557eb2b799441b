// Floor routes for `npm run bench` (docs/performance.md), registered only in the gateway the bench starts (bench/baseline/serve.ts): the same responses
// as the REST routes under test, from raw SQL in the same process, so every figure is a ratio to this floor.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../gateway/src/services.ts";
import { bearerToken } from "../../gateway/src/graphql/context.ts";
import type { Database } from "@app/db";
import { courseDetail, publishedCourses, updateProgress, type FloorDatabase } from "./baseline.queries.ts";

export const BASELINE_PREFIX = "/bench/baseline";

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const progressBody = z.object({
  watchTime: z.number().int().min(0),
  totalDuration: z.number().int().min(0),
  status: z.enum(["completed"]).nullish(),
});

/**
 * The floor's statements wait for a connection in a queue of their own: at most the pool's size of them run at once.
 * pg-pool refuses a statement that waited 2 s for a connection (prisma/src/index.ts), which the routes under test
 * never meet because the gateway's execution gate holds the rest back (decision 015). The floor has no gate, and a
 * 1,000-course catalogue from the bench's 32 connections waited past 2 s on PostgreSQL. Waiting here costs the floor
 * what pg-pool's own queue would, without its timer. Two connections are left to the gateway's own statements (the
 * read limits' flush, a viewer): when the floor took them all, 27 of a whole PostgreSQL run's 1,000-course floor
 * requests still waited past pg-pool's timer, most likely behind one of those that slipped in at a handover (not
 * observed directly; the next whole run with two left had none).
 */
export function queuedStatements(db: Database): FloorDatabase {
  const turns = db.pool ? Math.max(1, db.pool.max - 2) : Infinity;
  const waiting: Array<() => void> = [];
  let running = 0;
  const query: FloorDatabase["query"] = async (sql, params) => {
    if (running >= turns) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await db.query(sql, params);
    } finally {
      // A finished statement hands its turn straight to the next in line, so `running` counts turns, not statements.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  return { query: query as FloorDatabase["query"] };
}

export function registerBaseline(app: FastifyInstance, services: AppServices) {
  const { backendTokens } = services;
  const db = queuedStatements(services.db);

  app.get(`${BASELINE_PREFIX}/courses/published`, async () => publishedCourses(db));

  app.get(`${BASELINE_PREFIX}/courses/:id`, async (request, reply) => {
    const params = idParams.safeParse(request.params);
    const course = params.success ? await courseDetail(db, params.data.id) : null;
    return course ?? reply.status(404).send({ error: "Course not found" });
  });

  app.post(`${BASELINE_PREFIX}/progress/lesson/:id/update`, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    const userId = token ? (await backendTokens.verify(token))?.userId : null;
    if (!userId) return reply.status(401).send({ error: "Invalid or expired token" });
    const params = idParams.safeParse(request.params);
    const body = progressBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.status(400).send({ error: "Invalid request" });
    const report = { ...body.data, completed: body.data.status === "completed" };
    const progress = await updateProgress(db, userId, params.data.id, report);
    return progress ?? reply.status(404).send({ error: "Lesson not found or not enrolled" });
  });
}
