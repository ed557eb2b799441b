// The blueprint editor's values, checks and input (docs/mock-tests.md, "Editing a blueprint"). One row per section:
// its practice topics, how many questions each paper draws and how many of them easy, medium and hard. The numbers
// are the server's own (@app/schema/input-limits); a row whose count and topics are empty draws nothing.
import type { TFunction } from "i18next";
import { mockTestQuestionLimits as limits } from "@app/schema/input-limits";
import type { AdminMockTestBlueprintFragment, MockTestBlueprintInput } from "../../../gql-admin/graphql.ts";
import { fieldsValidator, type FieldErrors, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

export const MIX = ["easy", "medium", "hard"] as const;
type Section = AdminMockTestBlueprintFragment["sections"][number];

/** The form's field of a section's row: "<sectionId>.topics", ".count", ".easy", ".medium", ".hard". */
export const rowField = (sectionId: string, name: "topics" | "count" | "mix" | (typeof MIX)[number]) =>
  `${sectionId}.${name}`;

const drawn = (section: Section) => section.drawEasy + section.drawMedium + section.drawHard;
const numberText = (value: number, blank: boolean) => (blank ? "" : String(value));

export function blueprintValues(test: AdminMockTestBlueprintFragment): FormValues {
  const values: FormValues = {
    mode: test.sections.some((section) => drawn(section) > 0) ? "BLUEPRINT" : "FIXED_LIST",
    paper: test.samePaperForSitting ? "sitting" : "learner",
  };
  for (const section of test.sections) {
    const blank = drawn(section) === 0;
    values[rowField(section.id, "topics")] = section.practiceTopicIds;
    values[rowField(section.id, "count")] = numberText(drawn(section), blank);
    values[rowField(section.id, "easy")] = numberText(section.drawEasy, blank);
    values[rowField(section.id, "medium")] = numberText(section.drawMedium, blank);
    values[rowField(section.id, "hard")] = numberText(section.drawHard, blank);
  }
  return values;
}

/** Mode and paper choice, as the kit's select fields; labels are catalogue keys (translateFields). */
export const blueprintChoiceFields: FieldSpec[] = [
  {
    name: "mode",
    label: "admin-mock-tests:blueprint.mode",
    kind: "select",
    required: true,
    options: ["FIXED_LIST", "BLUEPRINT"],
    optionLabels: { FIXED_LIST: "admin-mock-tests:blueprint.fixedList", BLUEPRINT: "admin-mock-tests:blueprint.drawn" },
  },
  {
    name: "paper",
    label: "admin-mock-tests:blueprint.paper",
    kind: "select",
    required: true,
    options: ["sitting", "learner"],
    optionLabels: {
      sitting: "admin-mock-tests:blueprint.perSitting",
      learner: "admin-mock-tests:blueprint.perLearner",
    },
    helperText: "admin-mock-tests:blueprint.paperHelp",
  },
];

/** A row's number fields: the count from 1, each share from 0. */
export const rowFields = (sectionId: string): FieldSpec[] => [
  {
    name: rowField(sectionId, "count"),
    label: "admin-mock-tests:blueprint.count",
    kind: "integer",
    min: 1,
    max: limits.drawCount.max,
  },
  ...MIX.map((share): FieldSpec => ({
    name: rowField(sectionId, share),
    label: `admin-mock-tests:blueprint.${share}`,
    kind: "integer",
    min: 0,
    max: limits.drawCount.max,
  })),
];

const text = (values: FormValues, name: string) => String(values[name] ?? "").trim();
const topicsOf = (values: FormValues, sectionId: string) => {
  const topics = values[rowField(sectionId, "topics")];
  return Array.isArray(topics) ? topics : [];
};

/** The sections that draw: those with topics or any number filled in. */
export const drawingSections = (values: FormValues, sectionIds: readonly string[]) =>
  sectionIds.filter(
    (id) => topicsOf(values, id).length > 0 || ["count", ...MIX].some((name) => text(values, `${id}.${name}`) !== ""),
  );

/** The kit's checks of the numbers, then the blueprint's own: topics chosen, and the mix adding up to the count. */
export function checkBlueprint(values: FormValues, sectionIds: readonly string[], t: TFunction): FieldErrors {
  if (values.mode !== "BLUEPRINT") return {};
  const rows = drawingSections(values, sectionIds);
  if (rows.length === 0) return { sections: t("admin-mock-tests:blueprint.errors.noSection") };
  const specs = rows.flatMap((id) => rowFields(id).map((spec) => ({ ...spec, label: t(spec.label), required: true })));
  const errors = fieldsValidator(specs)(values, t);
  for (const id of rows) {
    const topics = topicsOf(values, id);
    if (topics.length === 0) errors[rowField(id, "topics")] = t("admin-mock-tests:blueprint.errors.topics");
    else if (topics.length > limits.blueprintTopics)
      errors[rowField(id, "topics")] = t("admin:validation.maxEntries", { max: limits.blueprintTopics });
    if (Object.keys(errors).some((name) => name.startsWith(`${id}.`) && name !== rowField(id, "topics"))) continue;
    const count = Number(text(values, rowField(id, "count")));
    const sum = MIX.reduce((total, share) => total + Number(text(values, rowField(id, share))), 0);
    if (sum !== count) errors[rowField(id, "mix")] = t("admin-mock-tests:blueprint.errors.mix", { count });
  }
  return errors;
}

export function blueprintInput(values: FormValues, sectionIds: readonly string[]): MockTestBlueprintInput {
  const mode = values.mode === "BLUEPRINT" ? "BLUEPRINT" : "FIXED_LIST";
  const number = (id: string, name: string) => Number(text(values, `${id}.${name}`) || 0);
  return {
    mode,
    samePaperForSitting: values.paper === "sitting",
    sections:
      mode === "BLUEPRINT"
        ? drawingSections(values, sectionIds).map((id) => ({
            sectionId: id,
            practiceTopicIds: topicsOf(values, id),
            count: number(id, "count"),
            easy: number(id, "easy"),
            medium: number(id, "medium"),
            hard: number(id, "hard"),
          }))
        : [],
  };
}

/**
 * The form field of a server error's path ("input.sections.2.mix" names the third row sent), so it shows on its
 * row.
 */
export function blueprintFieldOf(sent: readonly string[]) {
  return (path: string): string | undefined => {
    const [, list, index, name] = path.split(".");
    if (list !== "sections") return undefined;
    if (index === undefined) return "sections";
    const id = sent[Number(index)];
    if (!id) return undefined;
    const field = name === "topicIds" || name === "sectionId" ? "topics" : name;
    return `${id}.${field}`;
  };
}

/**
 * In English the server's own words (with its numbers); in another language the catalogue's, by the field the
 * error is on, as lib/errors.ts does for codes.
 */
export function translatedServerErrors(errors: FieldErrors, t: TFunction, language: string): FieldErrors {
  if (language === "en") return errors;
  const keys: Record<string, string> = {
    sections: "noSection",
    topics: "topics",
    count: "count",
    mix: "mixServer",
    easy: "bankShort",
    medium: "bankShort",
    hard: "bankShort",
  };
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const name = field.split(".").pop()!;
      const key = keys[name];
      const difficulty = t(`admin-mock-tests:blueprint.${name}`);
      return [field, key ? t(`admin-mock-tests:blueprint.errors.${key}`, { difficulty }) : message];
    }),
  );
}
