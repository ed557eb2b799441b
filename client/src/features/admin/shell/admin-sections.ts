// The console's sections and who may open them (instructors author courses only).
export type StaffRole = "admin" | "instructor";

export interface AdminSection {
  /** A catalogue key. */
  label: string;
  to: string;
  adminOnly: boolean;
}

export const adminSections: AdminSection[] = [
  { label: "admin:sections.dashboard", to: "/admin", adminOnly: false },
  { label: "admin:sections.courses", to: "/admin/courses", adminOnly: false },
  { label: "admin:sections.news", to: "/admin/news", adminOnly: true },
  { label: "admin:sections.internships", to: "/admin/internships", adminOnly: true },
  { label: "admin:sections.exams", to: "/admin/exams", adminOnly: true },
  { label: "admin:sections.mockTests", to: "/admin/mock-tests", adminOnly: false },
  // Instructors write the practice questions of the courses they author (docs/practice.md).
  { label: "admin:sections.practice", to: "/admin/practice", adminOnly: false },
  // Staff moderate the discussions of the courses they author; admins all (docs/discussions.md).
  { label: "admin:sections.moderation", to: "/admin/moderation", adminOnly: false },
  { label: "admin:sections.grading", to: "/admin/grading", adminOnly: false },
  { label: "admin:sections.placements", to: "/admin/placements", adminOnly: true },
  { label: "admin:sections.about", to: "/admin/about", adminOnly: true },
  // Instructors see their own courses' orders, revenue and coupons (docs/payments.md).
  { label: "admin:sections.payments", to: "/admin/payments", adminOnly: false },
  { label: "admin:sections.users", to: "/admin/users", adminOnly: true },
  { label: "admin:sections.audit", to: "/admin/audit", adminOnly: true },
  { label: "admin:sections.system", to: "/admin/system", adminOnly: true },
];

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return role === "admin" || role === "instructor";
}

export function sectionsFor(role: StaffRole): AdminSection[] {
  return adminSections.filter((section) => role === "admin" || !section.adminOnly);
}

/** Whether `role` may open `pathname` (the section it belongs to decides; the dashboard only matches /admin itself). */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  const section = adminSections.find((s) =>
    s.to === "/admin"
      ? pathname === s.to || pathname === "/admin/"
      : pathname === s.to || pathname.startsWith(`${s.to}/`),
  );
  return !section?.adminOnly || role === "admin";
}
