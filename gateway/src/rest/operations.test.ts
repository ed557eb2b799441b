import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kind, print } from "graphql";
import { afterEach, describe, expect, it } from "vitest";
import { loadOperations } from "./operations.ts";

const made: string[] = [];

/** A folder holding the given .graphql files. */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rest-operations-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("loadOperations", () => {
  it("gives each operation the shared fragments it spreads, and those they spread, but no others", () => {
    const shared = folder({
      "course.graphql": "fragment CourseName on Course { id title }\nfragment Unused on Course { id }",
      "lesson.graphql": "fragment LessonRow on Lesson { id course { ...CourseName } }",
    });
    const operations = folder({ "a.graphql": "query RestLesson { lesson(id: 1) { ...LessonRow } }" });
    const document = loadOperations(operations, shared).get("RestLesson")!;
    const names = document.definitions.map((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? definition.name.value : "operation",
    );
    expect(names.sort()).toEqual(["CourseName", "LessonRow", "operation"]);
  });

  it("refuses an operation in the shared fragments folder and a fragment defined twice", () => {
    const operations = folder({ "a.graphql": "query RestA { me { id } }" });
    expect(() => loadOperations(operations, folder({ "x.graphql": "query Sneaky { me { id } }" }))).toThrow(
      /fragments only/,
    );
    const twice = folder({ "x.graphql": "fragment F on User { id }", "y.graphql": "fragment F on User { id }" });
    expect(() => loadOperations(operations, twice)).toThrow(/duplicate fragment F/);
  });

  it("resolves the real REST operations' shared fragments", () => {
    const document = loadOperations().get("RestImportPracticeQuestionsCsv")!;
    expect(print(document)).toContain("fragment PracticeCsvImportReport on PracticeCsvImport");
  });
});
