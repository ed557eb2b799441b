// The two text rules input types use: a required text (trimmed, not blank) and an optional one (trimmed, may be
// absent or blank). The numbers come from src/input-limits.ts where the web client reads them too.
import { z } from "zod";

export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const optionalText = (max: number) => z.string().trim().max(max).nullish();
