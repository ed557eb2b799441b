import { builder } from "../../builder.ts";
import { listLimits } from "../../input-limits.ts";
import { publicContent } from "../shared/content-cache-marks.ts";
import { limitArg, take } from "../shared/list-limit.ts";
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
    args: { limit: t.arg.int(limitArg(listLimits.listings)) },
    resolve: (query, _root, { limit }, context) => listTestimonials(context.prisma, { ...query, take: take(limit) }),
  }),
);
