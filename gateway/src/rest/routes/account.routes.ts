// Sign-in with the identity provider's token and the learner's own account (spec section 7).
import { z } from "zod";
import { defineRoute, type RestRoute } from "../rest-route.ts";
import type {
  RestSupabaseLoginMutation,
  RestUpdateProfileMutation,
  RestUpdateProfileMutationVariables,
  RestUploadProfilePictureMutation,
} from "../generated/operations.ts";
import { restMessage, restUser, toRestUser } from "../shapes/user.shape.ts";

/** Spec section 5: a blank settings field falls back to the current value, so blank means "not given". */
const blankIsAbsent = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || undefined);

const profileBody = z.object({
  firstName: blankIsAbsent(100),
  lastName: blankIsAbsent(100),
  name: blankIsAbsent(200),
  email: blankIsAbsent(320).describe("Must equal the current email; email changes go through the identity provider."),
  description: z
    .string()
    .max(2_000)
    .nullish()
    .transform((value) => value ?? undefined),
  notifEmail: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
  notifSMS: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
  notifPush: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
});

export const accountRoutes: RestRoute[] = [
  defineRoute({
    method: "POST",
    path: "/api/auth/supabase-login",
    auth: "none",
    tag: "Account",
    summary: "Exchange the identity provider's access token for a backend token",
    description:
      "Creates the user at first sign-in (role student, names from the token's user metadata). 403 when an admin disabled the account.",
    operation: "RestSupabaseLogin",
    body: z.object({ supabaseToken: z.string().min(1).max(8_192) }),
    variables: ({ body }) => ({ token: body.supabaseToken }),
    respond: (data: RestSupabaseLoginMutation) => ({
      token: data.signInWithProviderToken.token,
      user: toRestUser(data.signInWithProviderToken.user),
    }),
    response: z.object({ token: z.string(), user: restUser }),
    errors: [400, 401, 403],
  }),
  defineRoute({
    method: "POST",
    path: "/api/users/profile-picture",
    auth: "bearer",
    tag: "Account",
    summary: "Upload a profile picture (multipart form, field profile_picture)",
    description:
      "Images only, recognised by content; at most UPLOAD_LIMIT_BYTES (default 10 MB; 413 names the limit), stored downscaled. The previous picture is removed.",
    operation: "RestUploadProfilePicture",
    upload: { field: "profile_picture" },
    variables: ({ file }) => ({ file }),
    respond: (data: RestUploadProfilePictureMutation) => toRestUser(data.uploadProfilePicture),
    response: restUser,
    errors: [400, 401, 413, 415],
  }),
  defineRoute({
    method: "PUT",
    path: "/api/users/me/password",
    auth: "bearer",
    tag: "Account",
    summary: "Change the password after checking the current one",
    description:
      "Ends the learner's other sessions and outstanding email links. Current-password checks are limited per account " +
      "and per client (429 with Retry-After).",
    operation: "RestChangePassword",
    body: z.object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200) }),
    variables: ({ body }) => body,
    respond: () => ({ message: "Password updated successfully!" }),
    response: restMessage,
    errors: [400, 401, 429],
  }),
  defineRoute({
    method: "PUT",
    path: "/api/users/me",
    auth: "bearer",
    tag: "Account",
    summary: "Update profile and notification settings",
    operation: "RestUpdateProfile",
    body: profileBody,
    variables: ({ body }): RestUpdateProfileMutationVariables => ({ input: body }),
    respond: (data: RestUpdateProfileMutation) => toRestUser(data.updateProfile),
    response: restUser,
    errors: [400, 401],
  }),
  defineRoute({
    method: "DELETE",
    path: "/api/users/me",
    auth: "bearer",
    tag: "Account",
    summary: "Delete the account; its tokens stop working at once",
    operation: "RestDeleteAccount",
    respond: () => ({ message: "Account deleted successfully" }),
    response: restMessage,
    errors: [401],
  }),
];
