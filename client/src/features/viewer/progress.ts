// Progress maths, spec section 5.
/** watchTime / totalDuration as a rounded percent; 0 without a duration. */
export function lessonPercent(watchTime: number, totalDuration: number): number {
  if (!totalDuration || totalDuration <= 0) return 0;
  return Math.min(100, Math.round((watchTime / totalDuration) * 100));
}

/** Rounded ratio of completed to total lessons. */
export function coursePercent(completed: number, total: number): number {
  if (!total) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/** Seconds assumed for completion when the video's duration is unknown (spec section 9). */
export const assumedDurationSeconds = 60;

export function totalMinutes(lessons: readonly { duration: number }[]): number {
  return lessons.reduce((sum, lesson) => sum + (lesson.duration || 0), 0);
}

/** The figures of the sidebar's two lines: 'Progress: N% Complete' and 'X of Y lessons completed'. */
export function progressLabels(completedIds: readonly string[], lessonIds: readonly string[]) {
  const completed = lessonIds.filter((id) => completedIds.includes(id)).length;
  return { percent: coursePercent(completed, lessonIds.length), completed, total: lessonIds.length };
}
