// Bounds on what an anonymous client can make /graphql hold: parsed documents kept per query text, JSON that Yoga
// parses itself (GET parameters, multipart `operations` and `map`), and multipart form parts.
import type { DocumentNode } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { fileTooLargeMessage } from "@app/schema";
import { JSON_TOO_DEEP, JsonTooDeepError, jsonValueTooDeep } from "../http/json-depth.ts";

/** Room for the `operations` and `map` fields and part headers beside the one uploaded file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Yoga keeps parsed documents (and parse errors) keyed by query text: 1,024 of each by default, whatever their
 * length, so 2,048 texts near the 1 MB body limit would pin 2 GB plus their syntax trees. Counted here by
 * length (text and tree, about twice the text), 16 MB each; a text over 64 KB is parsed every time instead.
 */
export function boundedParserCaches() {
  const cache = <T extends object>() =>
    new LRUCache<string, T>({
      max: 1024,
      maxSize: 16 * 2 ** 20,
      maxEntrySize: 128 * 1024,
      sizeCalculation: (_value, key) => 2 * key.length + 1,
      ttl: 3_600_000,
    });
  return { documentCache: cache<DocumentNode>(), errorCache: cache<Error>() };
}

/** Variables and extensions nested deeper than MAX_JSON_DEPTH are refused before anything walks them. */
export function useJsonDepthLimit(): Plugin {
  return {
    onParams({ params }) {
      if (jsonValueTooDeep(params.variables) || jsonValueTooDeep(params.extensions)) {
        throw createGraphQLError(new JsonTooDeepError().message, {
          extensions: { code: JSON_TOO_DEEP, http: { status: 400 } },
        });
      }
    },
  };
}

/** Limits of multipart forms, a second line behind the body limit the Fastify scope applies (yoga.ts). */
export function useMultipartLimits(uploadLimitBytes: number, fieldLimitBytes: number): Plugin {
  const formDataLimits = { fileSize: uploadLimitBytes, files: 1, fields: 10, parts: 11, fieldSize: fieldLimitBytes };
  return {
    onRequestParse({ request, requestParser, setRequestParser }) {
      if (!requestParser || !/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return;
      setRequestParser((original) => requestParser(withFormDataLimits(original, formDataLimits)));
    },
  };
}

const FILE_TOO_LARGE = "File size limit exceeded: ";

/**
 * The request with `formData()` parsing under `limits` (busboy's, through @whatwg-node's Body). A file past the
 * limit is refused with 413 and the limit in words, as the body limit before it is (yoga.ts).
 */
function withFormDataLimits(request: Request, limits: Record<string, number>): Request {
  const parse = (target: Request) =>
    (target.formData as (options: object) => Promise<FormData>)({ formDataLimits: limits }).catch((error: unknown) => {
      if (!(error instanceof Error) || !error.message.startsWith(FILE_TOO_LARGE)) throw error;
      // Yoga answers 413 to this prefix (and 400 to anything else): the byte count becomes the limit in words.
      throw new Error(`${FILE_TOO_LARGE}${fileTooLargeMessage(limits.fileSize)}`);
    });
  return new Proxy(request, {
    get(target, property) {
      if (property === "formData") return () => parse(target);
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
