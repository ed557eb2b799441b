// How often a playing video reports the learner's progress (spec sections 7 and 9: every 5 s while playing), for the
// uploaded-video player and the YouTube embed alike.
export const progressIntervalMs = 5000;
