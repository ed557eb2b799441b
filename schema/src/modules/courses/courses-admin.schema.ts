// Admin writes for courses (issue 3: the admin panel's API). Every field is validated by zod through
// the validation plugin; left-out fields keep their value on update.
import { z } from "zod";
import { builder } from "../../builder.ts";
import { definedFields } from "../shared/input-fields.ts";
import { CourseRef } from "./courses.schema.ts";
import { createCourse, updateCourse, type CourseData } from "./courses.service.ts";

const text = (max: number) => z.string().trim().max(max).nullish();
const name = z.string().trim().min(1).max(60);

const CourseInput = builder.inputType("CourseInput", {
  fields: (t) => ({
    title: t.string({ required: true, validate: z.string().trim().min(1).max(200) }),
    description: t.string({ validate: text(5000) }),
    thumbnail: t.string({ validate: text(2048) }),
    level: t.string({ validate: text(40) }),
    duration: t.int({ description: "Minutes.", validate: z.number().int().min(0).max(100_000).nullish() }),
    price: t.float({ description: "0 means free.", validate: z.number().min(0).max(10_000_000).nullish() }),
    teacherName: t.string({ validate: text(120) }),
    teacherDescription: t.string({ validate: text(2000) }),
    learningObjectives: t.string({ validate: text(5000) }),
    prerequisites: t.string({ validate: text(5000) }),
    targetAudience: t.string({ validate: text(5000) }),
    categories: t.stringList({ description: "Category names; unknown names are created.", validate: z.array(name).max(20).nullish() }),
    tags: t.stringList({ validate: z.array(z.string().trim().min(1).max(40)).max(30).nullish() }),
    published: t.boolean(),
  }),
});

const toData = (input: typeof CourseInput.$inferInput) => definedFields(input, ["thumbnail"]) as CourseData;

builder.mutationFields((t) => ({
  createCourse: t.prismaField({
    type: CourseRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: CourseInput, required: true }) },
    resolve: (query, _root, { input }, context) => createCourse(context.prisma, toData(input), query),
  }),
  updateCourse: t.prismaField({
    type: CourseRef,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: CourseInput, required: true }) },
    resolve: (query, _root, { id, input }, context) => updateCourse(context.prisma, String(id), toData(input), query),
  }),
}));
