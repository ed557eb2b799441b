// A nesting limit for JSON from clients, checked before anything recursive sees it: JSON.stringify, GraphQL
// variable coercion and Prisma all recurse, and 5,000 levels of `[[[...]]]` (a few KB) overflow their stacks.
// Both checks are loops, never recursion. Every JSON body passes through jsonBodyParser; the JSON Yoga reads
// itself (GET query parameters, multipart `operations`) is checked on the parsed value.
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Deepest nesting of objects and arrays accepted in a request: far beyond any real input, far below a stack. */
export const MAX_JSON_DEPTH = 64;

export const JSON_TOO_DEEP = "json_too_deep";

export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = JSON_TOO_DEEP;
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
    this.name = "JsonTooDeepError";
  }
}

/** Whether JSON text nests objects and arrays deeper than MAX_JSON_DEPTH; brackets inside strings do not count. */
export function jsonTextTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/** The same limit on a parsed value; only arrays and plain objects are entered (an uploaded File is a leaf). */
export function jsonValueTooDeep(value: unknown): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (!isContainer(current)) continue;
    if (depth + 1 > MAX_JSON_DEPTH) return true;
    for (const child of Object.values(current)) if (isContainer(child)) pending.push([child, depth + 1]);
  }
  return false;
}

function isContainer(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

type Done = (error: Error | null, body?: unknown) => void;
type StringParser = (request: FastifyRequest, body: string, done: Done) => void;

/**
 * Fastify's own JSON parser (secure-json-parse, refusing `__proto__` and `constructor` keys) behind the depth
 * check. `parse` defaults to the instance's; a scope with its own JSON handling passes its parser in.
 */
export function jsonBodyParser(
  app: FastifyInstance,
  parse: StringParser = app.getDefaultJsonParser("error", "error"),
): StringParser {
  return (request, body, done) => {
    if (jsonTextTooDeep(body)) return done(new JsonTooDeepError());
    parse(request, body, done);
  };
}

/** Replaces the default application/json parser of `app` (and of every scope registered inside it). */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parser = jsonBodyParser(app);
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    parser(request, String(body), done),
  );
}
