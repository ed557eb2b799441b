// The five question states of the computer-based test interface NTA and TCS iON use, and what the palette counts.
export type PaletteState = "notVisited" | "notAnswered" | "answered" | "marked" | "answeredMarked";

export const PALETTE_STATES: PaletteState[] = ["notVisited", "notAnswered", "answered", "marked", "answeredMarked"];

export interface QuestionProgress {
  visited: boolean;
  option: number | null;
  markedForReview: boolean;
}

export function paletteState({ visited, option, markedForReview }: QuestionProgress): PaletteState {
  const answered = option !== null;
  if (markedForReview) return answered ? "answeredMarked" : "marked";
  if (answered) return "answered";
  return visited ? "notAnswered" : "notVisited";
}

export function paletteCounts(progress: QuestionProgress[]): Record<PaletteState, number> {
  const counts = Object.fromEntries(PALETTE_STATES.map((state) => [state, 0])) as Record<PaletteState, number>;
  for (const question of progress) counts[paletteState(question)] += 1;
  return counts;
}
