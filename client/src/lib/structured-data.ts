// schema.org building blocks shared by the pages' JSON-LD (lib/page-meta.ts): https://schema.org, and what
// Google's structured-data documentation requires of each type (checked in gateway/src/client/structured-data.test.ts).
import { contactEmail, postalAddress, productName, siteDescription, socialLinks } from "../components/layout/site.ts";

export const schemaContext = "https://schema.org";

type Absolute = (path: string) => string;

/** VidyaPath itself: the provider of every course and the organisation on the about page. */
export function organization(absolute: Absolute, description = siteDescription) {
  return {
    "@type": "Organization",
    "@id": absolute("/#organization"),
    name: productName,
    url: absolute("/"),
    logo: absolute("/favicon.svg"),
    description,
    email: contactEmail,
    address: { "@type": "PostalAddress", streetAddress: postalAddress, addressCountry: "IN" },
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** ISO 8601 duration of a number of minutes ("PT1H30M"). */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
}

/** A page's place in India: the listing's city, or the whole country when none is given. */
export function place(locality: string) {
  return {
    "@type": "Place",
    name: locality || "India",
    address: { "@type": "PostalAddress", addressLocality: locality || undefined, addressCountry: "IN" },
  };
}

/** The first sentences of a text, up to about the length search results show. */
export function summary(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2))}…`;
}
