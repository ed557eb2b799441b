// A burst of acknowledged writes over GraphQL: each learner reports growing watch times on its lessons and
// enrolls in open courses, one request at a time, until told to stop or the server goes away. Only writes
// whose 200 response arrived count as acknowledged.
import type { Fixture } from "./fixtures.ts";
import { graphql } from "./http.ts";

const PROGRESS = `mutation Progress($lessonId: ID!, $input: LessonProgressInput!) {
  updateLessonProgress(lessonId: $lessonId, input: $input) { watchTime status }
}`;
const ENROLL = `mutation Enroll($courseId: ID!) { enroll(courseId: $courseId) { id courseId } }`;

export interface Acknowledged {
  /** learnerId -> lessonId -> highest acknowledged watch time */
  watchTime: Map<string, Map<string, number>>;
  /** learnerId -> course ids whose enrollment was acknowledged */
  enrollments: Map<string, Set<string>>;
  count: number;
  /** Responses that were neither a success nor a connection failure (must stay empty). */
  unexpected: string[];
}

export function writeBurst(url: string, fixture: Fixture) {
  const acknowledged: Acknowledged = { watchTime: new Map(), enrollments: new Map(), count: 0, unexpected: [] };
  let stopped = false;
  const learnerLoop = async (index: number) => {
    const learner = fixture.learners[index];
    const watched = new Map<string, number>();
    const enrolled = new Set<string>();
    acknowledged.watchTime.set(learner.id, watched);
    acknowledged.enrollments.set(learner.id, enrolled);
    for (let step = 1; !stopped; step++) {
      const courseId = fixture.freeCourseIds[(step + index) % fixture.freeCourseIds.length];
      const enroll = step % 3 === 0 && !enrolled.has(courseId);
      const lessonId = fixture.lessonIds[step % fixture.lessonIds.length];
      try {
        const response = enroll
          ? await graphql(url, ENROLL, { courseId }, learner.token)
          : await graphql(
              url,
              PROGRESS,
              { lessonId, input: { watchTime: step * 5, totalDuration: 100_000 } },
              learner.token,
            );
        if (response.status !== 200 || response.body.errors) {
          acknowledged.unexpected.push(`${response.status} ${response.text.slice(0, 200)}`);
          continue;
        }
        if (enroll) enrolled.add(courseId);
        else watched.set(lessonId, step * 5);
        acknowledged.count++;
      } catch {
        return; // The server went away: this request is not acknowledged.
      }
    }
  };
  const done = Promise.all(fixture.learners.map((_, index) => learnerLoop(index)));
  return {
    acknowledged,
    done,
    stop: () => (stopped = true),
  };
}
