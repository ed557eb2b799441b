// A phone-only account (docs/phone-sign-in.md, decision 036) keeps a reserved address in the unique email columns
// of the identity and the domain: `<digits>@phone.invalid`. `.invalid` never receives mail (RFC 2606) and nobody
// can sign up with it; it is never shown: the API answers it as no email.
const DOMAIN = "@phone.invalid";

/** The reserved address of a phone-only account; `phone` in E.164. */
export const placeholderEmail = (phone: string) => `${phone.replace(/^\+/, "")}${DOMAIN}`;

export const isPlaceholderEmail = (email: string | null | undefined) => Boolean(email?.toLowerCase().endsWith(DOMAIN));

/** The address as shown: "" for a phone-only account. */
export const visibleEmail = (email: string) => (isPlaceholderEmail(email) ? "" : email);
