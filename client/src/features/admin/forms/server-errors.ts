// The server reports rejected input as code invalid_input with extensions.details {"<arg path>": message}
// (schema/src/builder.ts); forms show each message beside its field.
import { CombinedGraphQLErrors } from "@apollo/client";

/** Argument path -> message, from invalid_input errors' details. */
export function serverErrorDetails(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const found: Record<string, string> = {};
  for (const graphQLError of error.errors) {
    const details = graphQLError.extensions?.details;
    if (graphQLError.extensions?.code !== "invalid_input" || !details || typeof details !== "object") continue;
    for (const [path, message] of Object.entries(details as Record<string, unknown>)) {
      if (typeof message === "string" && !found[path]) found[path] = message;
    }
  }
  return found;
}

/** Field name -> message ("input.title" -> "title", "input.categories.2" -> "categories"). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverErrorDetails(error))) {
    const field = path.replace(/^input\./, "").split(".")[0];
    if (field && !fields[field]) fields[field] = message;
  }
  return fields;
}

/** The code of the first coded GraphQL error, e.g. course_has_enrollments. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors.find((e) => typeof e.extensions?.code === "string")?.extensions?.code;
  return typeof code === "string" ? code : null;
}
