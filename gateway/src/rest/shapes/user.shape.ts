// The user as REST answers it (spec section 3): profile picture under both spellings the client reads,
// and backendId, the id in the product's own backend.
import { z } from "zod";
import type { RestUserFieldsFragment } from "../generated/operations.ts";

export const restUser = z
  .object({
    id: z.string(),
    backendId: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    role: z.enum(["student", "instructor", "admin"]),
    description: z.string(),
    notifEmail: z.boolean(),
    notifSMS: z.boolean(),
    notifPush: z.boolean(),
    profilePicture: z.string().nullable(),
    profile_picture: z.string().nullable(),
  })
  .meta({ id: "User" });

export function toRestUser(user: RestUserFieldsFragment): z.infer<typeof restUser> {
  return {
    id: user.id,
    backendId: user.id,
    email: user.email,
    phone: user.phone ?? null,
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    role: user.role,
    description: user.description,
    notifEmail: user.notifEmail,
    notifSMS: user.notifSMS,
    notifPush: user.notifPush,
    profilePicture: user.profilePicture,
    profile_picture: user.profilePicture,
  };
}

export const restMessage = z.object({ message: z.string() }).meta({ id: "Message" });
