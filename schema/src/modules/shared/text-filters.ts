// Case-insensitive text matching shared by the catalogue and listing filters (spec section 5). Prisma passes
// `contains` (and `equals` with mode insensitive) to PostgreSQL as LIKE/ILIKE patterns without escaping them, so
// every piece of user text that reaches a pattern goes through `likeLiteral` first: `%` and `_` then match
// themselves instead of anything, and so does `\` (PostgreSQL's default LIKE escape character).

export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** For raw SQL: a pattern matching any text that contains `text`. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;

export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** Equal ignoring case; Prisma compiles it to ILIKE, hence the escaping. */
export const equalsText = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });

/** Internships and placements: the search text matches the title or the company. */
export const titleOrCompany = (search: string) => ({
  OR: [{ title: containsText(search) }, { company: containsText(search) }],
});
