import { CombinedGraphQLErrors } from "@apollo/client";
import type { FieldErrors } from "./form-spec.ts";

export interface FieldMapping {
  codeFields?: Record<string, string>;
  aliases?: Record<string, string>;
  /** Names the form field of a detail's argument path where the form's fields are not the input's (a quiz's options). */
  fieldOf?: (path: string) => string | undefined;
}

/**
 * Field errors from a failed save: `invalid_input` (and some domain errors) carry `extensions.details` keyed by the
 * argument path (schema/src/builder.ts, e.g. "input.title" or "mission"); codes are placed on a field by `codeFields`
 * (e.g. capacity_below_registrations -> maxParticipants). `aliases` names the form field of an input field the form
 * edits under another name.
 */
export function serverFieldErrors(
  error: unknown,
  { codeFields = {}, aliases = {}, fieldOf = fieldOfPath }: FieldMapping = {},
): FieldErrors {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: FieldErrors = {};
  for (const { message, extensions } of error.errors) {
    const code = typeof extensions?.code === "string" ? extensions.code : "";
    const field = codeFields[code];
    if (field) errors[field] = message;
    const details = extensions?.details;
    if (!details || typeof details !== "object") continue;
    for (const [path, detail] of Object.entries(details as Record<string, unknown>)) {
      const field = fieldOf(path);
      const name = field && (aliases[field] ?? field);
      if (name && typeof detail === "string" && !errors[name]) errors[name] = detail;
    }
  }
  return errors;
}

// "input.skills.2" names the form field "skills"; the wrapping argument is not a field of its own.
function fieldOfPath(path: string): string | undefined {
  const segments = path.split(".").filter(Boolean);
  if (segments.length > 1 && segments[0] === "input") segments.shift();
  return segments[0];
}
