// The signed-in learner's own account (spec section 2, profile settings). Every field acts on the viewer only.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { viewerOf } from "../shared/viewer.ts";
import { uploadProfilePicture } from "./profile-picture.service.ts";
import { changePassword, deleteAccount, updateProfile } from "./users.service.ts";
import { LANGUAGES } from "../../languages.ts";
import { UserRef } from "./users.schema.ts";

// Spec section 5: a blank settings field falls back to the current value, so blank means "unchanged".
const keepIfBlank = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);
const keepIfNull = z
  .boolean()
  .nullish()
  .transform((value) => value ?? undefined);

// Validated as a whole so the resolver receives the transformed shape (blank and null become absent).
const profileChanges = z.object({
  firstName: keepIfBlank(100),
  lastName: keepIfBlank(100),
  name: keepIfBlank(200),
  description: keepIfBlank(2_000),
  email: keepIfBlank(254),
  notifEmail: keepIfNull,
  notifSMS: keepIfNull,
  notifPush: keepIfNull,
  dataSaver: keepIfNull,
  captionsOn: keepIfNull,
  language: z
    .enum(LANGUAGES)
    .nullish()
    .transform((value) => value ?? undefined),
});

const UpdateProfileInput = builder.inputType("UpdateProfileInput", {
  description: "Blank or null fields keep their current value.",
  fields: (t) => ({
    firstName: t.string(),
    lastName: t.string(),
    name: t.string(),
    description: t.string(),
    email: t.string({ description: "Must equal the current email; changes go through the identity provider." }),
    notifEmail: t.boolean(),
    notifSMS: t.boolean(),
    notifPush: t.boolean(),
    dataSaver: t.boolean({ description: "Video data saver (docs/video.md)." }),
    captionsOn: t.boolean({ description: "Captions on by default in lesson videos (docs/accessibility.md)." }),
    language: t.string({ description: `The interface language, one of: ${LANGUAGES.join(", ")}.` }),
  }),
});

const student = { student: true };
builder.mutationFields((t) => ({
  updateProfile: t.field({
    type: UserRef,
    authScopes: student,
    args: { input: t.arg({ type: UpdateProfileInput, required: true }).validate(profileChanges) },
    resolve: (_root, { input }, context) => updateProfile(context.prisma, viewerOf(context).userId, input),
  }),
  changePassword: t.boolean({
    description:
      "invalid_password when the current password is wrong; the new one needs at least 8 characters. Ends the " +
      "learner's other sessions and outstanding email links. rate_limited (HTTP 429, Retry-After) after too many checks.",
    authScopes: student,
    args: {
      currentPassword: t.arg.string({ required: true, validate: z.string().min(1).max(200) }),
      newPassword: t.arg.string({
        required: true,
        validate: z.string().min(8, "New password must be at least 8 characters").max(72, "New password is too long"),
      }),
    },
    resolve: async (_root, args, context) => {
      await changePassword(context, viewerOf(context), args.currentPassword, args.newPassword);
      return true;
    },
  }),
  deleteAccount: t.boolean({
    description: "Deletes the learner's data, stored picture and identity.",
    authScopes: student,
    resolve: async (_root, _args, context) => {
      await deleteAccount(context, viewerOf(context));
      return true;
    },
  }),
  uploadProfilePicture: t.field({
    type: UserRef,
    description:
      "PNG, JPEG, WebP or GIF by content, at most the upload limit (10 MB by default) and 40 megapixels; stored downscaled.",
    authScopes: student,
    args: { file: t.arg({ type: "File", required: true }) },
    resolve: (_root, { file }, context) =>
      uploadProfilePicture(context.prisma, context.files, viewerOf(context).userId, file, context.uploadLimitBytes),
  }),
}));
