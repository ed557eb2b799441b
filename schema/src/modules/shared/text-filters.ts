// Case-insensitive text matching shared by the listing filters (spec section 5).

export const containsText = (text: string) => ({ contains: text, mode: "insensitive" as const });

/** Internships and placements: the search text matches the title or the company. */
export const titleOrCompany = (search: string) => ({ OR: [{ title: containsText(search) }, { company: containsText(search) }] });
