// The language an API request reads in (docs/languages.md): `?lang=` where a route takes it (REST), else the first
// of the product's languages in Accept-Language by preference (RFC 9110, 12.5.4), else none, and course texts answer
// as staff wrote them. The web client sends its interface language as Accept-Language on every request.
import type { IncomingHttpHeaders } from "node:http";
import { isLanguage, type Language } from "@app/schema/languages";

export function requestLanguage(headers: IncomingHttpHeaders, lang?: unknown): Language | undefined {
  if (isLanguage(lang)) return lang;
  const header = headers["accept-language"];
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [range, ...params] = entry.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: range.trim().toLowerCase().split("-")[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.primary))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.primary as Language | undefined;
}
