import { CombinedGraphQLErrors } from "@apollo/client";
import { afterEach, describe, expect, it } from "vitest";
import { keepRefusedPost, readDraft, saveDraft } from "./post-drafts.ts";

const forbidden = new CombinedGraphQLErrors({
  errors: [{ message: "You may not post in discussions until 2026-12-01", extensions: { code: "forbidden" } }],
});
const question = { clientId: "c1", lessonId: "l1", title: "Why <T>?", body: "<p>Refused</p>", writtenAt: "" };

describe("post drafts", () => {
  afterEach(() => localStorage.clear());

  it("keeps a draft per learner and place, and forgets one with nothing in it", () => {
    saveDraft("u1", "lesson:l1", { title: "Pointers", body: "<p>Why?</p>" });
    expect(readDraft("u1", "lesson:l1")).toEqual({ title: "Pointers", body: "<p>Why?</p>" });
    expect(readDraft("u2", "lesson:l1")).toBeNull();
    expect(readDraft("u1", "question:l1")).toBeNull();
    saveDraft("u1", "lesson:l1", { title: " ", body: "<p></p>" });
    expect(readDraft("u1", "lesson:l1")).toBeNull();
  });

  it("puts a refused post back as the draft with the refusal, after what was typed there since", () => {
    keepRefusedPost("u1", question, forbidden);
    expect(readDraft("u1", "lesson:l1")).toEqual({
      title: "Why <T>?",
      body: "<p>Refused</p>",
      refused: { code: "forbidden", message: "You may not post in discussions until 2026-12-01" },
    });
    saveDraft("u1", "lesson:l1", { title: "A new one", body: "<p>Typed since</p>" });
    keepRefusedPost("u1", question, forbidden);
    expect(readDraft("u1", "lesson:l1")).toMatchObject({
      title: "A new one",
      body: "<p>Typed since</p><p>Why &lt;T&gt;?</p><p>Refused</p>",
    });
  });
});
