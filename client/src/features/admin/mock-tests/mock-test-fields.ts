import type { AdminMockTestFragment, MockTestInput } from "../../../gql-admin/graphql.ts";
import { fromLocalInput, toLocalInput } from "../listings-kit/dates.ts";
import { blankValues, optionalText, requiredText, type FieldSpec, type FormValues } from "../forms/form-spec.ts";

// Texts are catalogue keys; limits mirror MockTestInput's rules (mock-tests-admin.schema.ts). One paper per sitting
// or per learner is chosen in the blueprint dialog, beside drawing from the bank, which is all it affects; the input
// here leaves it out, so saving the settings keeps what the blueprint chose.
export function mockTestFields(courses: readonly { id: string; title: string }[]): FieldSpec[] {
  return [
    { name: "title", label: "admin-mock-tests:fields.title", kind: "text", max: 200, required: true },
    { name: "examCategory", label: "admin-mock-tests:fields.examCategory", kind: "text", max: 80 },
    {
      name: "courseId",
      label: "admin-mock-tests:fields.course",
      kind: "select",
      options: ["", ...courses.map((course) => course.id)],
      optionLabels: {
        "": "admin-mock-tests:fields.noCourse",
        ...Object.fromEntries(courses.map((course) => [course.id, course.title])),
      },
      helperText: "admin-mock-tests:fields.courseHelp",
    },
    { name: "description", label: "admin-mock-tests:fields.description", kind: "multiline", max: 2_000 },
    {
      name: "instructions",
      label: "admin-mock-tests:fields.instructions",
      kind: "multiline",
      max: 20_000,
      helperText: "admin-mock-tests:fields.instructionsHelp",
    },
    {
      name: "durationMinutes",
      label: "admin-mock-tests:fields.duration",
      kind: "integer",
      min: 1,
      max: 600,
      required: true,
    },
    {
      name: "marksCorrect",
      label: "admin-mock-tests:fields.marksCorrect",
      kind: "text",
      max: 8,
      required: true,
      helperText: "admin-mock-tests:fields.marksHelp",
    },
    {
      name: "negativeMarks",
      label: "admin-mock-tests:fields.negativeMarks",
      kind: "text",
      max: 8,
      required: true,
      helperText: "admin-mock-tests:fields.marksHelp",
    },
    {
      name: "attemptsAllowed",
      label: "admin-mock-tests:fields.attemptsAllowed",
      kind: "integer",
      min: 1,
      max: 100,
      required: true,
    },
    { name: "opensAt", label: "admin-mock-tests:fields.opensAt", kind: "datetime" },
    { name: "closesAt", label: "admin-mock-tests:fields.closesAt", kind: "datetime" },
    { name: "shuffleQuestions", label: "admin-mock-tests:fields.shuffleQuestions", kind: "checkbox" },
    { name: "shuffleOptions", label: "admin-mock-tests:fields.shuffleOptions", kind: "checkbox" },
  ];
}

export function mockTestValues(test: AdminMockTestFragment | null): FormValues {
  if (!test)
    return {
      ...blankValues(mockTestFields([])),
      courseId: "",
      durationMinutes: "20",
      marksCorrect: "2",
      negativeMarks: "0.5",
      attemptsAllowed: "1",
    };
  return {
    title: test.title,
    examCategory: test.examCategory,
    courseId: test.courseId ?? "",
    description: test.description,
    instructions: test.instructions,
    durationMinutes: String(test.durationMinutes),
    marksCorrect: String(test.marksCorrect),
    negativeMarks: String(test.negativeMarks),
    attemptsAllowed: String(test.attemptsAllowed),
    opensAt: test.opensAt ? toLocalInput(test.opensAt) : "",
    closesAt: test.closesAt ? toLocalInput(test.closesAt) : "",
    shuffleQuestions: test.shuffleQuestions,
    shuffleOptions: test.shuffleOptions,
  };
}

export const mockTestInput = (values: FormValues): MockTestInput => ({
  title: requiredText(values.title),
  examCategory: optionalText(values.examCategory),
  courseId: optionalText(values.courseId),
  description: optionalText(values.description),
  instructions: optionalText(values.instructions),
  durationMinutes: Number(requiredText(values.durationMinutes)),
  marksCorrect: Number(requiredText(values.marksCorrect)),
  negativeMarks: Number(requiredText(values.negativeMarks)),
  attemptsAllowed: Number(requiredText(values.attemptsAllowed)),
  opensAt: optionalText(values.opensAt) ? fromLocalInput(requiredText(values.opensAt)) : null,
  closesAt: optionalText(values.closesAt) ? fromLocalInput(requiredText(values.closesAt)) : null,
  shuffleQuestions: values.shuffleQuestions === true,
  shuffleOptions: values.shuffleOptions === true,
});
