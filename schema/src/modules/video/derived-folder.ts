// Where the files made from one uploaded video are stored (decision 018). Read by the video job that writes them and
// by live-keys.ts, which keeps the folder whole while the job may still be writing into it.
import crypto from "node:crypto";

/**
 * Derived files of one source live in one folder named after it: a retried job writes the same keys again (no
 * orphans from a crashed attempt), and another source never shares a name, so the files can be cached for good.
 */
export const derivedFolder = (lessonId: string, sourceKey: string) =>
  `videos/${lessonId}/${crypto.createHash("sha256").update(sourceKey).digest("hex").slice(0, 12)}`;
