import { describe, expect, it } from "vitest";
import type { TFunction } from "i18next";
import {
  blueprintFieldOf,
  blueprintInput,
  blueprintValues,
  checkBlueprint,
  translatedServerErrors,
} from "./blueprint-form.ts";

const t = ((key: string, options?: { count?: number }) =>
  options?.count === undefined ? key : `${key}:${options.count}`) as unknown as TFunction;
const section = (id: string, easy = 0, medium = 0, hard = 0, topics: string[] = []) => ({
  __typename: "StaffMockTestSection" as const,
  id,
  name: `Section ${id}`,
  position: 1,
  practiceTopicIds: topics,
  drawEasy: easy,
  drawMedium: medium,
  drawHard: hard,
});
const stored = {
  __typename: "StaffMockTest" as const,
  id: "t1",
  samePaperForSitting: true,
  attemptCount: 0,
  sections: [section("s1", 2, 2, 1, ["algebra"]), section("s2")],
};
const ids = ["s1", "s2"];

describe("the blueprint form", () => {
  it("round-trips a stored blueprint: a section that draws nothing is left out", () => {
    const values = blueprintValues(stored);
    expect(values.mode).toBe("BLUEPRINT");
    expect(values["s1.count"]).toBe("5");
    expect(values["s2.count"]).toBe("");
    expect(checkBlueprint(values, ids, t)).toEqual({});
    expect(blueprintInput(values, ids)).toEqual({
      mode: "BLUEPRINT",
      samePaperForSitting: true,
      sections: [{ sectionId: "s1", practiceTopicIds: ["algebra"], count: 5, easy: 2, medium: 2, hard: 1 }],
    });
  });

  it("reads a test without a blueprint as a fixed list, which sends no rows", () => {
    const values = blueprintValues({ ...stored, samePaperForSitting: false, sections: [section("s1")] });
    expect(values).toMatchObject({ mode: "FIXED_LIST", paper: "learner" });
    expect(blueprintInput({ ...blueprintValues(stored), mode: "FIXED_LIST" }, ids).sections).toEqual([]);
  });

  it("names a missing topic, a count below 1 and a mix that does not add up on their row's fields", () => {
    const values = {
      ...blueprintValues(stored),
      "s1.topics": [],
      "s1.easy": "3",
      "s2.topics": ["series"],
      "s2.count": "0",
      "s2.easy": "0",
      "s2.medium": "0",
      "s2.hard": "0",
    };
    expect(checkBlueprint(values, ids, t)).toEqual({
      "s1.topics": "admin-mock-tests:blueprint.errors.topics",
      "s1.mix": "admin-mock-tests:blueprint.errors.mix:5",
      "s2.count": "admin:validation.range",
    });
    const none = {
      ...blueprintValues(stored),
      "s1.topics": [],
      "s1.count": "",
      "s1.easy": "",
      "s1.medium": "",
      "s1.hard": "",
    };
    expect(checkBlueprint(none, ids, t)).toEqual({ sections: "admin-mock-tests:blueprint.errors.noSection" });
  });

  it("places the server's errors on the row that was sent, translated outside English", () => {
    const fieldOf = blueprintFieldOf(["s2"]);
    expect(fieldOf("input.sections.0.hard")).toBe("s2.hard");
    expect(fieldOf("input.sections.0.topicIds")).toBe("s2.topics");
    expect(fieldOf("input.sections")).toBe("sections");
    expect(fieldOf("input.title")).toBeUndefined();
    const server = { "s2.hard": "1 hard needed, the bank has 0 in these topics" };
    expect(translatedServerErrors(server, t, "en")).toEqual(server);
    expect(translatedServerErrors(server, t, "hi")).toEqual({
      "s2.hard": "admin-mock-tests:blueprint.errors.bankShort",
    });
  });
});
