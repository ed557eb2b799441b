// The Pothos builder and its plugins only; types live in modules/<feature>/<feature>.schema.ts.
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import PrismaPlugin from "@pothos/plugin-prisma";
import ErrorsPlugin from "@pothos/plugin-errors";
import ValidationPlugin from "@pothos/plugin-validation";
import DataloaderPlugin from "@pothos/plugin-dataloader";
import { DateTimeResolver, JSONResolver } from "graphql-scalars";
import type PrismaTypes from "@app/db/pothos-types";
import { getDatamodel } from "@app/db/pothos-types";
import type { Context } from "./context.ts";
import { AppError } from "./errors.ts";
import { isStaff } from "./modules/users/roles.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  AuthScopes: { public: boolean; student: boolean; staff: boolean; admin: boolean };
  Scalars: {
    DateTime: { Input: Date; Output: Date | string };
    JSON: { Input: unknown; Output: unknown };
    File: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      public: true,
      student: context.viewer !== null,
      // Staff run the console: instructors author their own courses, admins everything.
      staff: isStaff(context.viewer?.role),
      admin: context.viewer?.role === "admin",
    }),
    unauthorizedError: (_parent, context) =>
      context.viewer
        ? new AppError("forbidden", "You are not allowed to do this")
        : new AppError("unauthenticated", "Authentication required"),
  },
  prisma: {
    // The `prisma` of the current request's context, so tests and the gateway may use different databases.
    client: (context) => context.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === "production" ? null : "warn",
  },
  validation: {
    validationError: (failure) =>
      new AppError(
        "invalid_input",
        failure.issues.map((issue) => issue.message).join("; "),
        Object.fromEntries(failure.issues.map((issue) => [(issue.path ?? []).map(String).join("."), issue.message])),
      ),
  },
});

builder.addScalarType("DateTime", DateTimeResolver);
builder.addScalarType("JSON", JSONResolver);
builder.scalarType("File", {
  serialize: () => {
    throw new Error("File is an input-only scalar");
  },
});

builder.queryType({});
builder.mutationType({});
