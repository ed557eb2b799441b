// Assignments and submissions answered as GraphQL selects them (docs/assignments.md).
import { z } from "zod";

const when = z.string().describe("ISO 8601");

export const restSubmission = z
  .object({
    id: z.string(),
    text: z.string(),
    submittedAt: when,
    late: z.boolean().describe("Submitted after the due date."),
    status: z.enum(["SUBMITTED", "GRADED"]),
    score: z.number().int().nullable(),
    feedback: z.string().nullable(),
    gradedAt: when.nullable(),
    files: z.array(
      z.object({
        key: z.string(),
        url: z.string().describe("GET with the bearer token: the learner's and the course's staff's only"),
        name: z.string(),
        contentType: z.string(),
        size: z.number().int(),
      }),
    ),
  })
  .meta({ id: "Submission" });

export const restAssignment = z
  .object({
    id: z.string(),
    lessonId: z.string(),
    instructions: z.string().describe("Sanitised HTML."),
    dueAt: when.nullable(),
    maxScore: z.number().int(),
    acceptedFileTypes: z.array(z.enum(["PDF", "IMAGE"])),
    maxFileBytes: z.number().int(),
    allowLate: z.boolean(),
    requiredForCertificate: z.boolean(),
    passingScore: z.number().int().nullable(),
    mySubmission: restSubmission.nullable(),
  })
  .meta({ id: "Assignment" });

export const restGradingQueue = z
  .object({
    total: z.number().int(),
    hasNextPage: z.boolean(),
    endCursor: z.string().nullable().describe("Pass as after for the next page."),
    items: z.array(
      restSubmission.extend({
        learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
        assignment: z.object({
          id: z.string(),
          maxScore: z.number().int(),
          lesson: z.object({ id: z.string(), title: z.string(), courseId: z.string() }),
        }),
      }),
    ),
  })
  .meta({ id: "GradingQueue" });

export const restSubmissionFile = z
  .object({ key: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() })
  .meta({ id: "SubmissionFileUpload" });
