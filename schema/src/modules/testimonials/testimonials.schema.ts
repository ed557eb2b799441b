import { builder } from "../../builder.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { listTestimonials } from "./testimonials.service.ts";

builder.prismaObject("Testimonial", {
  ...publicContent,
  fields: (t) => ({
    id: t.exposeID("id"),
    text: t.exposeString("text"),
    name: t.exposeString("name"),
    company: t.exposeString("company"),
  }),
});

builder.queryField("testimonials", (t) =>
  t.prismaField({
    ...publicContent,
    type: ["Testimonial"],
    description: "Success stories, newest first.",
    resolve: (query, _root, _args, context) => listTestimonials(context.prisma, query),
  }),
);
