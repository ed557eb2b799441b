import { z } from "zod";
import { Role } from "@app/db";
import { builder } from "../../builder.ts";
import { ImageSourcesRef } from "../shared/image-sources.schema.ts";
import { imageSources } from "../shared/image-variants.ts";
import { visibleEmail } from "./phone-accounts.ts";
import { signInWithProviderToken } from "./users.service.ts";
import { learnerOwnApartFromActivity } from "../shared/content-cache-marks.ts";

export const RoleEnum = builder.enumType(Role, { name: "Role" });

export const UserRef = builder.prismaObject("User", {
  // The signed-in viewer's own account under `me` (decision 047); staff read others' through unmarked roots.
  ...learnerOwnApartFromActivity,
  fields: (t) => ({
    id: t.exposeID("id", { description: "The backend id (spec: backendId)." }),
    authId: t.exposeID("authId", { description: "The identity provider's user id (sub)." }),
    email: t.string({
      description: "The account's email address; empty for an account that signs in by phone only (decision 036).",
      resolve: (user) => visibleEmail(user.email),
    }),
    phone: t.exposeString("phone", {
      nullable: true,
      description: "The confirmed phone number in E.164 (+919876543210); null when the account has none.",
    }),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    name: t.exposeString("name"),
    role: t.expose("role", { type: RoleEnum }),
    description: t.exposeString("description"),
    notifEmail: t.exposeBoolean("notifEmail"),
    notifSMS: t.exposeBoolean("notifSMS"),
    notifPush: t.exposeBoolean("notifPush"),
    language: t.exposeString("language", {
      nullable: true,
      description: "The interface language chosen (en, hi); null until chosen.",
    }),
    dataSaver: t.exposeBoolean("dataSaver", {
      nullable: true,
      description: "Video data saver (144p start, 240p at most); null until chosen: the browser's Save-Data decides.",
    }),
    captionsOn: t.exposeBoolean("captionsOn", {
      nullable: true,
      description: "Lesson videos start with captions in the learner's language; null until chosen (off).",
    }),
    profilePicture: t.exposeString("profilePicture", {
      nullable: true,
      description: "A path on the API host (/api/files/avatars/...) or an absolute https URL.",
    }),
    profilePictureSources: t.field({
      type: ImageSourcesRef,
      nullable: true,
      resolve: (user) => imageSources(user.profilePicture),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

type Session = Awaited<ReturnType<typeof signInWithProviderToken>>;
const BackendSession = builder.objectRef<Session>("BackendSession").implement({
  fields: (t) => ({
    token: t.exposeString("token", { description: "The backend token (spec: stored under `token`)." }),
    user: t.field({ type: UserRef, resolve: (session) => session.user }),
  }),
});

builder.queryField("me", (t) =>
  t.prismaField({
    ...learnerOwnApartFromActivity,
    type: "User",
    nullable: true,
    description: "The signed-in user; null for anonymous callers.",
    resolve: (query, _root, _args, context) =>
      context.viewer ? context.prisma.user.findUnique({ ...query, where: { id: context.viewer.userId } }) : null,
  }),
);

builder.mutationField("signInWithProviderToken", (t) =>
  t.field({
    type: BackendSession,
    description:
      "Exchanges an identity-provider access token for a backend session; creates the user on first sign-in.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, validate: z.string().min(1).max(8_192) }) },
    resolve: (_root, { token }, context) => signInWithProviderToken(context, token),
  }),
);
