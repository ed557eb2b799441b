// The part of GoTrue's admin API the gateway itself uses when it runs against a hosted project
// (auth/hosted-identity.ts): PUT (password, ban_duration) and DELETE /admin/users/:id, allowed only with the service-role key.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { jwtVerify } from "jose";
import { z } from "zod";
import type { AppServices } from "../../services.ts";
import { AuthError } from "../auth-errors.ts";
import { assertPasswordStrength, hashPassword } from "../passwords.ts";
import { parseBody } from "../request-auth.ts";
import { secretKey } from "../tokens.ts";
import { loadUser, userJson } from "../user-json.ts";
import { replacePassword } from "../users.service.ts";

// ban_duration as GoTrue takes it: "none" lifts the ban; any other value (a Go duration) bans until lifted here.
const AdminUpdateBody = z.object({ password: z.string().nullish(), ban_duration: z.string().max(32).nullish() });

export function registerAdmin(auth: FastifyInstance, services: AppServices) {
  auth.put<{ Params: { id: string } }>("/admin/users/:id", async (request) => {
    await requireServiceRole(services, request);
    const body = parseBody(AdminUpdateBody, request.body, "Could not read admin user params");
    const user = await loadUser(services.db.prisma, { id: request.params.id });
    if (!user) throw new AuthError(404, "user_not_found", "User not found");
    if (body.password) {
      assertPasswordStrength(body.password);
      // Like GoTrue's admin update: every session of the user ends, not only the others.
      await replacePassword(services.db.prisma, user.id, await hashPassword(body.password), null);
    }
    if (body.ban_duration) await services.identity.setDisabled(user.id, body.ban_duration !== "none");
    return userJson((await loadUser(services.db.prisma, { id: user.id }))!);
  });

  auth.delete<{ Params: { id: string } }>("/admin/users/:id", async (request) => {
    await requireServiceRole(services, request);
    const { count } = await services.db.prisma.authUser.deleteMany({ where: { id: request.params.id } });
    if (count === 0) throw new AuthError(404, "user_not_found", "User not found");
    return {};
  });
}

async function requireServiceRole(services: AppServices, request: FastifyRequest) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  if (!match) throw new AuthError(401, "no_authorization", "This endpoint requires a valid Bearer token");
  const role = await jwtVerify(match[1], secretKey(services.config.jwtSecret), { algorithms: ["HS256"] })
    .then(({ payload }) => payload.role)
    .catch(() => null);
  if (role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
}
