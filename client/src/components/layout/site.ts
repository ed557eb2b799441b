// Product-wide constants shown in the header, footer and legal pages.
export const productName = "VidyaPath";
export const contactEmail = "support@vidyapath.in";
/** The description of pages without their own (index.html carries the same). */
export const siteDescription = "VidyaPath: courses, internships, exams and placements for students in India.";
export const postalAddress = "VidyaPath Learning, 2nd Floor, Sector 14 Market, Gurugram, Haryana 122001, India";

/** Labels are catalogue keys. */
export const navItems = [
  { label: "common:nav.courses", to: "/courses" },
  { label: "common:nav.internships", to: "/internships" },
  { label: "common:nav.exams", to: "/exams" },
  { label: "common:nav.mockTests", to: "/tests" },
  { label: "common:nav.practice", to: "/practice" },
  { label: "common:nav.placement", to: "/placement" },
  { label: "common:nav.about", to: "/about" },
] as const;

export const socialLinks = [
  { label: "Facebook", href: "https://www.facebook.com/vidyapath" },
  { label: "Instagram", href: "https://www.instagram.com/vidyapath" },
  { label: "LinkedIn", href: "https://www.linkedin.com/company/vidyapath" },
  { label: "YouTube", href: "https://www.youtube.com/@vidyapath" },
  { label: "X (Twitter)", href: "https://x.com/vidyapath" },
] as const;
