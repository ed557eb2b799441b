// When each simulated learner reports: every 5 s ("Progress calls are sent every 5 seconds while a video plays",
// docs/product-spec.md), at a phase of its own drawn once, as a player's timer would. n learners then send n/5
// reports per second, spread over the period rather than in lockstep. Times are milliseconds since the load began.
export const REPORT_INTERVAL_MS = 5_000;

/** A learner's position in the course: a new lesson every six reports (30 s of video), watch time always growing. */
export const REPORTS_PER_LESSON = 6;

export interface Report {
  learner: number;
  /** Intended send time: latencies are counted from here, so a late sender cannot hide a slow server. */
  at: number;
}

export class ReportSchedule {
  private phases: { learner: number; phase: number }[] = [];

  /** Each learner's period: a progress report's 5 s, or another scenario's own (a practice answer's 20 s). */
  constructor(private readonly intervalMs = REPORT_INTERVAL_MS) {}

  /** Learners join with a random phase; their first report comes at its next occurrence. */
  add(learners: number[], random: () => number = Math.random) {
    this.phases.push(...learners.map((learner) => ({ learner, phase: random() * this.intervalMs })));
    this.phases.sort((a, b) => a.phase - b.phase);
  }

  get size() {
    return this.phases.length;
  }

  /** Reports due in the window (from, to], in time order. */
  due(from: number, to: number): Report[] {
    const reports: Report[] = [];
    for (let period = Math.floor(from / this.intervalMs); period * this.intervalMs <= to; period++) {
      const start = period * this.intervalMs;
      for (let index = this.firstAfter(from - start); index < this.phases.length; index++) {
        const at = start + this.phases[index].phase;
        if (at > to) break;
        reports.push({ learner: this.phases[index].learner, at });
      }
    }
    return reports;
  }

  /** Index of the first phase strictly greater than `offset`. */
  private firstAfter(offset: number): number {
    let low = 0;
    let high = this.phases.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.phases[middle].phase > offset) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** What learner `learner` sends as its report number `report` (0-based): which lesson, and the watch time. */
export function reportContent(learner: number, report: number, lessons: number) {
  return {
    lesson: (learner + Math.floor(report / REPORTS_PER_LESSON)) % lessons,
    watchTime: 5 * (report + 1),
  };
}
