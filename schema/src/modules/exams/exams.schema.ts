import { z } from "zod";
import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent, viewerDependentApartFromActivity } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
import { registerStaffMutations } from "../shared/staff-crud.ts";
import { viewerOf } from "../shared/viewer.ts";
import { registerForExam } from "./exam-registration.service.ts";
import {
  examWrites,
  listAllExams,
  listExamCategories,
  listExamRegistrations,
  listExams,
  registeredFlags,
} from "./exams.service.ts";
import { examLimits } from "../../input-limits.ts";
import { optionalText, requiredText } from "../shared/input-rules.ts";

export const ExamRef = builder.prismaObject("Exam", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    description: t.exposeString("description"),
    category: t.exposeString("category"),
    mode: t.exposeString("mode"),
    duration: t.exposeInt("duration", { description: "Minutes." }),
    examDate: t.expose("examDate", { type: "DateTime" }),
    location: t.exposeString("location"),
    currentParticipants: t.exposeInt("currentParticipants"),
    maxParticipants: t.exposeInt("maxParticipants"),
    published: t.exposeBoolean("published"),
    isFull: t.boolean({ resolve: (exam) => exam.currentParticipants >= exam.maxParticipants }),
    isRegistered: t.loadable({
      // Their seat (ExamRegistration), no activity of theirs (decision 050).
      ...viewerDependentApartFromActivity,
      type: "Boolean",
      description: "Whether the viewer holds a seat; false for anonymous viewers.",
      // One query for every exam in the response, not one per card.
      load: async (examIds: string[], context) =>
        context.viewer ? registeredFlags(context.prisma, context.viewer.userId, examIds) : examIds.map(() => false),
      resolve: (exam) => exam.id,
    }),
  }),
});

const ExamCategory = builder.objectRef<{ name: string; count: number }>("ExamCategory").implement({
  ...publicContent,
  fields: (t) => ({ name: t.exposeString("name"), count: t.exposeInt("count") }),
});

const ExamInput = builder.inputType("ExamInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: requiredText(examLimits.title) }),
    description: t.string({ validate: optionalText(examLimits.description) }),
    category: t.string({ required: true, validate: requiredText(examLimits.category) }),
    mode: t.string({
      required: true,
      description: "online, or where it is held",
      validate: requiredText(examLimits.mode),
    }),
    duration: t.int({
      required: true,
      description: "Minutes.",
      validate: z.number().int().min(examLimits.duration.min).max(examLimits.duration.max),
    }),
    examDate: t.field({ type: "DateTime", required: true }),
    location: t.string({ validate: optionalText(examLimits.location) }),
    maxParticipants: t.int({
      required: true,
      validate: z.number().int().min(examLimits.maxParticipants.min).max(examLimits.maxParticipants.max),
    }),
    published: t.boolean({ description: "Defaults to true on create; null keeps the current value on update." }),
  }),
});

type Registration = Awaited<ReturnType<typeof listExamRegistrations>>[number];
const ExamRegistrationRef = builder.objectRef<Registration>("ExamRegistration").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    registeredAt: t.expose("registeredAt", { type: "DateTime" }),
    learnerName: t.exposeString("learnerName"),
    learnerEmail: t.exposeString("learnerEmail"),
  }),
});

const toData = (input: typeof ExamInput.$inferInput) => ({
  ...input,
  description: input.description ?? "",
  location: input.location ?? "",
  published: input.published ?? undefined,
});

builder.queryFields((t) => ({
  exams: t.prismaField({
    ...publicContent,
    type: ["Exam"],
    args: { category: t.arg.string(), limit: t.arg.int(limitArg(listLimits.listings)) },
    resolve: (query, _root, { category, limit }, context) =>
      listExams(context.prisma, category, { ...query, take: take(limit) }),
  }),
  examCategories: t.field({
    ...publicContent,
    type: [ExamCategory],
    description: "Each category with the number of its exams, by name.",
    resolve: (_root, _args, context) => listExamCategories(context.prisma),
  }),
  staffExams: t.prismaField({
    type: ["Exam"],
    authScopes: { admin: true },
    description: "Every exam, unpublished too, by date.",
    resolve: (query, _root, _args, context) => listAllExams(context.prisma, query),
  }),
  examRegistrations: t.field({
    type: [ExamRegistrationRef],
    authScopes: { admin: true },
    description: "The exam's registrations, first registered first; exam_not_found when there is no such exam.",
    args: { examId: t.arg.id({ required: true }) },
    resolve: (_root, { examId }, context) => listExamRegistrations(context.prisma, String(examId)),
  }),
}));

builder.mutationFields((t) => ({
  registerForExam: t.prismaField({
    type: "Exam",
    description:
      "Takes a seat for the viewer; errors exam_not_found, exam_full, already_registered, registration_closed (the exam date has passed).",
    authScopes: { student: true },
    args: { examId: t.arg.id({ required: true }) },
    resolve: async (query, _root, { examId }, context) => {
      await registerForExam(context.prisma, String(examId), viewerOf(context).userId);
      return context.prisma.exam.findUniqueOrThrow({ ...query, where: { id: String(examId) } });
    },
  }),
}));

registerStaffMutations({
  name: "Exam",
  ref: ExamRef,
  input: ExamInput,
  toData,
  writes: examWrites,
  descriptions: {
    update: "maxParticipants may not drop below the registrations already taken (capacity_below_registrations).",
    delete: "Refused with exam_has_registrations while anyone holds a seat (unpublish it instead).",
  },
});
