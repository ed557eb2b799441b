// OpenAPI 3.1 generated from the REST table: the same zod schemas that validate requests and describe
// responses become JSON Schema (zod 4's toJSONSchema), so the document cannot drift from the code.
import { z } from "zod";
import type { RestRoute } from "./rest-route.ts";

type JsonSchema = Record<string, unknown>;

const statusText: Record<number, string> = {
  400: "Invalid input: malformed JSON, wrong types or out-of-range values",
  401: "Missing, malformed, forged or expired bearer token",
  402: "The course is paid: buy it through /api/payments/orders",
  403: "Not allowed for this learner",
  404: "Not found",
  409: "Conflicts with the current state",
  413: "Payload too large",
  415: "Unsupported media type",
  429: "Too many attempts; Retry-After says when to try again",
  500: "Unexpected failure (details are logged, never sent)",
};

export function openApiDocument(routes: RestRoute[], serverUrl: string) {
  const components: Record<string, JsonSchema> = {};
  const convert = (schema: z.ZodType, io: "input" | "output") => toComponentSchema(schema, io, components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, "{$1}");
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operationObject(route, convert);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "VidyaPath REST API",
      version: "1",
      description:
        "The learning platform's REST facade (product spec section 7). Each route runs a GraphQL operation of /graphql in-process. " +
        "On /graphql, lists take limit (courses also offset) and a request is priced by its lists' sizes before it runs: " +
        "a refusal (query_too_costly) names the list to narrow and the budget.",
    },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The backend token from POST /api/auth/supabase-login.",
        },
      },
    },
  };
}

function operationObject(route: RestRoute, convert: (schema: z.ZodType, io: "input" | "output") => JsonSchema) {
  const errorKey = route.errorKey ?? "error";
  const errorBody = { type: "object", properties: { [errorKey]: { type: "string" } }, required: [errorKey] };
  const responses: Record<string, unknown> = { [String(route.status ?? 200)]: successResponse(route, convert) };
  for (const status of [...new Set([...route.errors, 500])].sort()) {
    responses[String(status)] = {
      description: statusText[status] ?? "Error",
      content: { "application/json": { schema: errorBody } },
    };
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId:
      route.operation ??
      `${route.method.toLowerCase()}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c = "") => c.toUpperCase())}`,
    ...(route.auth === "none"
      ? { security: [] }
      : { security: route.auth === "bearer" ? [{ bearer: [] }] : [{}, { bearer: [] }] }),
    parameters: [...parameters(route.params, "path", convert), ...parameters(route.query, "query", convert)],
    ...(route.body
      ? { requestBody: { required: true, content: { "application/json": { schema: convert(route.body, "input") } } } }
      : {}),
    ...(route.upload ? { requestBody: uploadBody(route.upload.field) } : {}),
    responses,
  };
}

function successResponse(route: RestRoute, convert: (schema: z.ZodType, io: "input" | "output") => JsonSchema) {
  if (!(route.response instanceof z.ZodType)) {
    const { contentType, description } = route.response;
    return { description, content: { [contentType]: { schema: { type: "string", format: "binary" } } } };
  }
  return { description: route.summary, content: { "application/json": { schema: convert(route.response, "output") } } };
}

function parameters(
  schema: z.ZodType | undefined,
  location: "path" | "query",
  convert: (schema: z.ZodType, io: "input") => JsonSchema,
) {
  if (!schema) return [];
  const json = convert(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function uploadBody(field: string) {
  return {
    required: true,
    content: {
      "multipart/form-data": {
        schema: { type: "object", properties: { [field]: { type: "string", format: "binary" } }, required: [field] },
      },
    },
  };
}

/** Named schemas (`.meta({ id })`) move to components.schemas and are referenced from there. */
function toComponentSchema(
  schema: z.ZodType,
  io: "input" | "output",
  components: Record<string, JsonSchema>,
): JsonSchema {
  const converted = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  const rewrite = (value: JsonSchema) =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  const { $schema: _dialect, $defs, ...root } = converted;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>))
    components[name] = rewrite(definition);
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) return rewrite(root);
  // zod 4 puts a named root in $defs too and answers a reference to it: kept as it came, or the component would be
  // a reference to itself.
  if (root.$ref === `#/$defs/${id}`) return rewrite(root);
  const { id: _id, ...named } = root;
  components[id] = rewrite(named);
  return { $ref: `#/components/schemas/${id}` };
}
