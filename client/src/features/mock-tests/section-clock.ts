// Which section is open now (docs/mock-tests.md, "Section time limits"): the server gives each section of an
// attempt its window; sections with their own limit run one after another, and the learner moves on when one ends.
export interface SectionWindow {
  id: string;
  opensAt: string;
  closesAt: string;
}

export const isOpen = (section: SectionWindow, nowMs: number) =>
  Date.parse(section.opensAt) <= nowMs && nowMs < Date.parse(section.closesAt);

/** The first section open at `nowMs` (the server's clock), or null once all have closed. */
export function liveSection<T extends SectionWindow>(sections: readonly T[], nowMs: number): T | null {
  return sections.find((section) => isOpen(section, nowMs)) ?? null;
}

/** The time the section has left when it closes before the test does; null when the test's own clock applies. */
export function sectionRemainingMs(section: SectionWindow | null, endsAt: string, nowMs: number): number | null {
  if (!section || Date.parse(section.closesAt) >= Date.parse(endsAt)) return null;
  return Math.max(0, Date.parse(section.closesAt) - nowMs);
}
