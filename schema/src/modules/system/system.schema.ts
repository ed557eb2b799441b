import { builder } from "../../builder.ts";

builder.queryField("apiVersion", (t) =>
  t.string({ description: "Version of the domain API; bumps on breaking changes.", resolve: () => "1" }),
);
