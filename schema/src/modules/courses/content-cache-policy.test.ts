import { isObjectType, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { toSchema } from "../../index.ts";
import type { Viewer } from "../../context.ts";
import { cacheScopeFor, contentScope, contentTypes, staffFields, viewerFields } from "./content-cache-policy.ts";

const schema = toSchema();
const scopeOf = (source: string, operationName?: string) => contentScope(schema, parse(source), operationName);

describe("content cache policy", () => {
  it("shares catalogue and course reads between every non-admin viewer", () => {
    expect(scopeOf(`{ courses(search: "java") { id title categories lessonCount totalMinutes } courseCategories }`)).toBe("shared");
    expect(
      scopeOf(`
        query Course($id: ID!) { course(id: $id) { ...Fields lessons { id title contents { id type question { options } } course { ...Fields } } } }
        fragment Fields on Course { id title __typename }`),
    ).toBe("shared");
    expect(scopeOf(`query Lesson { lesson(id: "l1") { id contents { content } } }`)).toBe("shared");
  });

  it("shares reads of viewer fields only between anonymous viewers", () => {
    expect(scopeOf(`{ courses { id isEnrolled } }`)).toBe("anonymous");
    expect(scopeOf(`{ course(id: "c1") { lessons { viewerProgress { status } } } }`)).toBe("anonymous");
  });

  it("never caches personal data, other listings, writes or introspection", () => {
    expect(scopeOf(`{ me { id } }`)).toBeNull();
    expect(scopeOf(`{ courses { id } myEnrollments { courseId } }`)).toBeNull();
    expect(scopeOf(`{ news { id } }`)).toBeNull();
    expect(scopeOf(`mutation { enroll(courseId: "c1") { courseId } }`)).toBeNull();
    expect(scopeOf(`{ __schema { queryType { name } } }`)).toBeNull();
    expect(scopeOf(`{ courses { id updatedAt } }`)).toBe("shared");
    for (const field of ["archived", "enrollmentCount", "owner { id }"]) expect(scopeOf(`{ course(id: "c1") { id ${field} } }`)).toBeNull();
    expect(scopeOf(`{ staffCourses { id title } }`)).toBeNull();
    expect(scopeOf(`{ staffCourse(id: "c1") { id lessons { id } } }`)).toBeNull();
    expect(scopeOf(`{ course(id: "c1") { id } } query Other { courses { id } }`)).toBeNull();
    expect(scopeOf(`query A { me { id } } query B { courses { id } }`, "B")).toBe("shared");
    expect(scopeOf(`{ courses { id ...Mine } } fragment Mine on Query { me { id } }`)).toBeNull();
  });

  it("reads through for staff, who see the drafts they author through the same fields", () => {
    const student: Viewer = { userId: "u1", authId: "a1", role: "student" };
    const admin: Viewer = { userId: "u2", authId: "a2", role: "admin" };
    const instructor: Viewer = { userId: "u3", authId: "a3", role: "instructor" };
    expect([cacheScopeFor("shared", null), cacheScopeFor("shared", student), cacheScopeFor("shared", admin), cacheScopeFor("shared", instructor)])
      .toEqual(["shared", "shared", null, null]);
    expect([cacheScopeFor("anonymous", null), cacheScopeFor("anonymous", student)]).toEqual(["anonymous", null]);
    expect(cacheScopeFor(null, null)).toBeNull();
  });

  // A field added to a cached type is served from the cache to everyone: its author must decide whether it
  // depends on the viewer (add it to viewerFields) and which tables it reads (the content version triggers).
  it("knows every field of the cached types", () => {
    const fields = Object.fromEntries(
      [...contentTypes].map((name) => {
        const type = schema.getType(name);
        return [name, isObjectType(type) ? Object.keys(type.getFields()).sort() : []];
      }),
    );
    expect(fields).toEqual({
      Course: ["archived", "categories", "createdAt", "description", "duration", "enrollmentCount", "id", "isEnrolled", "learningObjectives",
        "lessonCount", "lessons", "level", "owner", "prerequisites", "price", "published", "tags", "targetAudience", "teacherDescription",
        "teacherName", "thumbnail", "thumbnailSources", "title", "totalMinutes", "updatedAt", "viewerProgress"],
      Lesson: ["contents", "course", "courseId", "createdAt", "description", "duration", "id", "position", "title", "url", "video", "videoUrl", "viewerProgress"],
      LessonContent: ["content", "createdAt", "id", "lessonId", "position", "question", "title", "type", "url"],
      Question: ["correctAnswer", "correctOptionDesc", "description", "options", "question"],
      // Raised by the LessonVideo and LessonCaption triggers (migration 20261126020000_lesson_video).
      LessonVideo: ["captions", "durationSeconds", "failureReason", "posterUrl", "progress", "renditions", "status", "streamUrl"],
      VideoRendition: ["bandwidth", "height", "url"],
      LessonCaption: ["label", "language", "url"],
    });
    for (const coordinate of [...viewerFields, ...staffFields]) expect(fields[coordinate.split(".")[0]]).toContain(coordinate.split(".")[1]);
  });
});
