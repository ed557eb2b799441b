// Request pieces shared by the route groups.
import { z } from "zod";

/** Ids are opaque strings; anything longer cannot be ours and is refused before reaching the database. */
export const id = z.string().trim().min(1).max(100);

/** Blank query parameters (?search=) mean "not given". */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
