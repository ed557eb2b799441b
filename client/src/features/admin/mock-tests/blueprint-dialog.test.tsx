import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import {
  AdminBlueprintTopicsDocument,
  AdminMockTestBlueprintEditorDocument,
  AdminMockTestDrawPreviewDocument,
  AdminSaveMockTestBlueprintDocument,
} from "../../../gql-admin/graphql.ts";
import { renderWithProviders } from "../../../testing/render.tsx";
import { BlueprintDialog } from "./blueprint-dialog.tsx";

const section = (id: string, name: string, mix: [number, number, number], topics: string[]) => ({
  __typename: "StaffMockTestSection" as const,
  id,
  name,
  position: 1,
  practiceTopicIds: topics,
  drawEasy: mix[0],
  drawMedium: mix[1],
  drawHard: mix[2],
});
const stored = {
  __typename: "StaffMockTest" as const,
  id: "t1",
  samePaperForSitting: false,
  attemptCount: 0,
  sections: [section("s1", "Reasoning", [2, 1, 1], ["series"]), section("s2", "English", [0, 0, 0], [])],
};
const editor = {
  request: { query: AdminMockTestBlueprintEditorDocument, variables: { id: "t1" } },
  result: { data: { staffMockTest: stored } },
};
const topic = (id: string, nameEn: string, questionCount: number) => ({
  __typename: "PracticeTopic" as const,
  id,
  nameEn,
  nameHi: null,
  questionCount,
});
const topics = {
  request: { query: AdminBlueprintTopicsDocument },
  result: {
    data: {
      practiceSubjects: [
        {
          __typename: "PracticeSubject" as const,
          id: "reasoning",
          nameEn: "Reasoning",
          nameHi: null,
          topics: [topic("series", "Number series", 12), topic("coding", "Coding-decoding", 8)],
        },
      ],
    },
  },
};
const saveRequest = (hard: number) => ({
  query: AdminSaveMockTestBlueprintDocument,
  variables: {
    testId: "t1",
    input: {
      mode: "BLUEPRINT",
      samePaperForSitting: false,
      sections: [{ sectionId: "s1", practiceTopicIds: ["series"], count: 4, easy: 3 - hard, medium: 1, hard }],
    },
  },
});

const open = (mocks: object[]) =>
  renderWithProviders(<BlueprintDialog test={{ id: "t1", title: "Drawn paper" }} onClose={() => undefined} />, {
    mocks: [editor, topics, ...mocks] as never,
  });

describe("BlueprintDialog", () => {
  it("shows each section's row and refuses a mix that does not add up before sending anything", async () => {
    const user = userEvent.setup();
    open([]);
    const reasoning = await screen.findByRole("group", { name: "Reasoning" });
    expect(await within(reasoning).findByText("12 published questions in these topics")).toBeInTheDocument();
    expect(within(reasoning).getByRole("spinbutton", { name: "Per paper" })).toHaveValue(4);
    await user.clear(within(reasoning).getByRole("spinbutton", { name: "Easy" }));
    await user.type(within(reasoning).getByRole("spinbutton", { name: "Easy" }), "3");
    await user.click(screen.getByRole("button", { name: "Save blueprint" }));
    expect(await within(reasoning).findByText("Easy, medium and hard must add up to 4")).toBeInTheDocument();
  });

  it("puts the server's bank shortfall on the row's difficulty, then saves a mix the bank can fill", async () => {
    const user = userEvent.setup();
    const short = {
      request: saveRequest(1),
      result: {
        errors: [
          new GraphQLError('Section "Reasoning": 1 hard needed, the bank has 0 in these topics', {
            extensions: {
              code: "mock_test_bank_short",
              details: { "input.sections.0.hard": "1 hard needed, the bank has 0 in these topics" },
            },
          }),
        ],
      },
    };
    const saved = {
      request: saveRequest(0),
      result: {
        data: {
          saveMockTestBlueprint: {
            ...stored,
            sections: [section("s1", "Reasoning", [3, 1, 0], ["series"]), stored.sections[1]],
          },
        },
      },
    };
    open([short, saved]);
    const reasoning = await screen.findByRole("group", { name: "Reasoning" });
    const easy = within(reasoning).getByRole("spinbutton", { name: "Easy" });
    await user.click(screen.getByRole("button", { name: "Save blueprint" }));
    expect(await within(reasoning).findByText("1 hard needed, the bank has 0 in these topics")).toBeInTheDocument();
    await user.clear(easy);
    await user.type(easy, "3");
    const hard = within(reasoning).getByRole("spinbutton", { name: "Hard" });
    await user.clear(hard);
    await user.type(hard, "0");
    await user.click(screen.getByRole("button", { name: "Save blueprint" }));
    expect(await screen.findByText("Blueprint saved")).toBeInTheDocument();
  });

  it("previews a draw with the seed typed and lists the questions it got", async () => {
    const user = userEvent.setup();
    const preview = {
      request: { query: AdminMockTestDrawPreviewDocument, variables: { testId: "t1", seed: "42" } },
      result: {
        data: {
          staffMockTestDrawPreview: [
            {
              __typename: "MockTestDrawPreviewSection",
              sectionId: "s1",
              name: "Reasoning",
              questions: [
                {
                  __typename: "MockTestDrawPreviewQuestion",
                  id: "p1",
                  difficulty: "HARD",
                  topicName: "Number series",
                  topicNameHi: null,
                  textEn: "2, 6, 12, 20, ?",
                  textHi: null,
                },
              ],
            },
          ],
        },
      },
    };
    open([preview]);
    const seed = await screen.findByRole("textbox", { name: "Seed" });
    await user.clear(seed);
    await user.type(seed, "42");
    await user.click(screen.getByRole("button", { name: "Draw a paper" }));
    const drawn = await screen.findByTestId("blueprint-preview-section");
    expect(within(drawn).getByText("Reasoning: 1 question")).toBeInTheDocument();
    expect(within(drawn).getByText("1. 2, 6, 12, 20, ?")).toBeInTheDocument();
    expect(within(drawn).getByText("Hard")).toBeInTheDocument();
  });
});
