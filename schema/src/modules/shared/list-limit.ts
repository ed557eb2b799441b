// The `limit` argument of a list (docs/architecture.md, Cost of a request): absent, the list answers whole as the
// spec's screens read it; given, at most that many items, and the cost model prices the list at it. The bounds
// are listLimits in src/input-limits.ts.
import { z } from "zod";

export const limitArg = (max: number) => ({
  description: `At most this many (1-${max}); all when absent. A list is priced at its limit.`,
  validate: z.number().int().min(1).max(max).nullish(),
});

/** Prisma's `take` for a limit argument: undefined reads them all. */
export const take = (limit: number | null | undefined) => limit ?? undefined;
