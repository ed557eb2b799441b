// Floor routes for `npm run bench` (docs/performance.md), registered only in the gateway the bench starts (bench/baseline/serve.ts): the same responses
// as the REST routes under test, from raw SQL in the same process, so every figure is a ratio to this floor.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../gateway/src/services.ts";
import { bearerToken } from "../../gateway/src/graphql/context.ts";
import { courseDetail, publishedCourses, updateProgress } from "./baseline.queries.ts";

export const BASELINE_PREFIX = "/bench/baseline";

const idParams = z.object({ id: z.string().trim().min(1).max(100) });
const progressBody = z.object({
  watchTime: z.number().int().min(0),
  totalDuration: z.number().int().min(0),
  status: z.enum(["completed"]).nullish(),
});

export function registerBaseline(app: FastifyInstance, services: AppServices) {
  const { db, backendTokens } = services;

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
