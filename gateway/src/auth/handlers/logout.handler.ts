// POST /logout?scope=global|local|others (gotrue-contract §11): deleting session rows is what makes sign-out
// immediate, since /user and the gateway check the session of every access token.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../../services.ts";
import { validationFailed } from "../auth-errors.ts";
import { queryParam, requireSession } from "../request-auth.ts";

export function registerLogout(auth: FastifyInstance, services: AppServices) {
  auth.post("/logout", async (request, reply) => {
    const scope = queryParam(request, "scope") ?? "global";
    if (!["global", "local", "others"].includes(scope)) throw validationFailed(`Unsupported logout scope "${scope}"`);
    const { user, claims } = await requireSession(services, request);
    const sessions = services.db.prisma.authSession;
    if (scope === "local") await sessions.deleteMany({ where: { id: claims.session_id } });
    if (scope === "others") await sessions.deleteMany({ where: { userId: user.id, id: { not: claims.session_id } } });
    if (scope === "global") await sessions.deleteMany({ where: { userId: user.id } });
    return reply.status(204).send();
  });
}
