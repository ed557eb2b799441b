// Downloaded practice sets (docs/practice.md, "Offline"): kept per learner, a newer download of the same set
// replacing the older, a bounded number on the phone, and only the pictures the set names fetched.
import { beforeEach, describe, expect, it } from "vitest";
import type { PracticeSetFieldsFragment } from "../../gql/graphql.ts";
import { setConfig } from "../../lib/config.ts";
import { tokenStore } from "../../lib/session/token-store.ts";
import {
  currentLearner,
  MAX_OFFLINE_SETS,
  offlineSet,
  offlineSets,
  removeOfflineSet,
  saveOfflineSet,
} from "./offline-sets.ts";

const question = (id: string, imageUrl: string | null) => ({
  __typename: "PracticeQuestion" as const,
  id,
  subtopic: null,
  difficulty: "EASY" as const,
  textEn: "2 + 2?",
  textHi: null,
  optionsEn: ["3", "4"],
  optionsHi: [],
  correctIndex: 1,
  explanationEn: null,
  explanationHi: null,
  imageUrl,
  imageAlt: imageUrl ? "A figure" : null,
  source: null,
  year: null,
  bookmarked: false,
  topic: { __typename: "PracticeTopic" as const, id: "t1", nameEn: "Sums", nameHi: null },
});
const setOf = (id: string, questions = [question("q1", null)]): PracticeSetFieldsFragment => ({
  __typename: "PracticeSet",
  id,
  kind: "TOPIC",
  questions,
});

function recordingFetch() {
  const asked: string[] = [];
  const fetcher = (async (url: string) => {
    asked.push(url);
    return new Response("x");
  }) as unknown as typeof fetch;
  return { asked, fetcher };
}

beforeEach(() => {
  localStorage.clear();
  setConfig({ apiUrl: "https://api.test.in", supabaseUrl: "https://id.test.in", supabaseAnonKey: "anon" });
});

describe("downloaded practice sets", () => {
  it("keeps a set per learner, replaces an older download of the same set, and removes it", async () => {
    const { fetcher } = recordingFetch();
    await saveOfflineSet("user-a", "t1", setOf("s1"), { fetcher });
    await saveOfflineSet("user-a", "t1", setOf("s2"), { fetcher });
    await saveOfflineSet("user-a", "revise", setOf("r1"), { fetcher });
    expect(offlineSet("user-a", "t1")?.set.id).toBe("s2");
    expect(offlineSets("user-a").map((kept) => kept.key)).toEqual(["revise", "t1"]);
    expect(offlineSet("user-b", "t1")).toBeNull();
    removeOfflineSet("user-a", "t1");
    expect(offlineSet("user-a", "t1")).toBeNull();
    expect(offlineSet("user-a", "revise")?.set.id).toBe("r1");
  });

  it("keeps at most MAX_OFFLINE_SETS, the oldest download going first", async () => {
    const { fetcher } = recordingFetch();
    for (let index = 0; index <= MAX_OFFLINE_SETS; index++)
      await saveOfflineSet("user-a", `t${index}`, setOf(`s${index}`), { fetcher });
    expect(offlineSets("user-a")).toHaveLength(MAX_OFFLINE_SETS);
    expect(offlineSet("user-a", "t0")).toBeNull();
    expect(offlineSet("user-a", `t${MAX_OFFLINE_SETS}`)).not.toBeNull();
  });

  it("fetches each server picture the set names once, and no diagram that travels inside it", async () => {
    const { asked, fetcher } = recordingFetch();
    const figure = "/api/files/images/practice/bank/figure.0123456789abcdef0123.720x405.jpg";
    const diagram = "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>";
    await saveOfflineSet(
      "user-a",
      "t1",
      setOf("s1", [question("q1", figure), question("q2", figure), question("q3", diagram), question("q4", null)]),
      { fetcher },
    );
    expect(asked).toEqual([`https://api.test.in${figure}`]);
  });

  it("reads the learner from the stored token, offline too; nobody when signed out", () => {
    tokenStore.set(`h.${btoa(JSON.stringify({ sub: "learner-1" })).replace(/=+$/, "")}.s`);
    expect(currentLearner()).toBe("learner-1");
    tokenStore.clear();
    expect(currentLearner()).toBeNull();
  });
});
