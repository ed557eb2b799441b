// Per-question statistics for staff (docs/practice.md): how often it is answered right, the average time, and the
// discrimination index, the classic item analysis: among the learners who answered it, the share right in the upper
// 27% by ability (accuracy over the topic) minus the share right in the lower 27%. A good question is answered right
// more by strong learners (index > 0); a negative index or a question almost nobody gets right (below chance with
// four options) usually means a wrong key or an ambiguous text, so it is flagged for review.
export const GROUP_SHARE = 0.27;
/** Fewer learners than this and the index says nothing: null. */
export const MIN_LEARNERS_FOR_INDEX = 10;
export const MIN_ATTEMPTS_FOR_RATE_FLAG = 10;
export const RARELY_RIGHT_BELOW = 0.2;

export type QuestionFlag = "RARELY_RIGHT" | "WEAK_BEAT_STRONG" | "REPORTED";

/** `learners`: each learner's ability and whether their first answer to the question was right. */
export function discriminationIndex(learners: { ability: number; correct: boolean }[]): number | null {
  if (learners.length < MIN_LEARNERS_FOR_INDEX) return null;
  const sorted = [...learners].sort((a, b) => b.ability - a.ability);
  const size = Math.max(1, Math.round(sorted.length * GROUP_SHARE));
  const rate = (group: typeof sorted) => group.filter((learner) => learner.correct).length / group.length;
  return rate(sorted.slice(0, size)) - rate(sorted.slice(-size));
}

export function questionFlags(stats: {
  attempts: number;
  rightRate: number;
  discrimination: number | null;
  openReports: number;
}): QuestionFlag[] {
  const flags: QuestionFlag[] = [];
  if (stats.attempts >= MIN_ATTEMPTS_FOR_RATE_FLAG && stats.rightRate < RARELY_RIGHT_BELOW) flags.push("RARELY_RIGHT");
  if (stats.discrimination !== null && stats.discrimination < 0) flags.push("WEAK_BEAT_STRONG");
  if (stats.openReports > 0) flags.push("REPORTED");
  return flags;
}
