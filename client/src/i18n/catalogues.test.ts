// Every text the interface shows comes from a catalogue: every language has the English keys of every learner
// namespace, the staff console's namespaces exist in its languages only (CONSOLE_LANGUAGES; the others read them in
// English), and every key the source names (always whole, "namespace:key.path") exists. Plural keys count as present through their _one/_other.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "./catalogues.ts";
import { isConsoleNamespace } from "./console-namespaces.ts";
import { CONSOLE_LANGUAGES, LANGUAGES } from "./languages.ts";

const localesDir = path.join(import.meta.dirname, "locales");
const srcDir = path.join(import.meta.dirname, "..");

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );

function catalogue(language: string): Map<string, Set<string>> {
  const dir = path.join(localesDir, language);
  if (!fs.existsSync(dir)) return new Map();
  return new Map(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file.replace(/\.json$/, ""),
        new Set(flatten(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree)),
      ]),
  );
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["gql", "gql-admin", "locales"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const english = catalogue("en");
const has = (keys: Set<string> | undefined, key: string) => !!keys && (keys.has(key) || keys.has(`${key}_other`));

describe("catalogues", () => {
  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s has exactly the English keys, none empty",
    (language) => {
      const other = catalogue(language);
      const expected = [...english.keys()].filter(
        (namespace) => CONSOLE_LANGUAGES.includes(language) || !isConsoleNamespace(namespace),
      );
      expect([...other.keys()].sort()).toEqual(expected.sort());
      for (const namespace of expected) {
        const keys = english.get(namespace)!;
        const theirs = other.get(namespace)!;
        expect({ namespace, missing: [...keys].filter((key) => !theirs.has(key)) }).toEqual({ namespace, missing: [] });
        expect({ namespace, extra: [...theirs].filter((key) => !keys.has(key)) }).toEqual({ namespace, extra: [] });
      }
    },
  );

  it("reads the staff console in English in a language it is not written in", async () => {
    const consoleEnglish = await loadCatalogue("en", "admin");
    expect(await loadCatalogue("hi", "admin")).not.toEqual(consoleEnglish);
    for (const language of LANGUAGES.filter((code) => !CONSOLE_LANGUAGES.includes(code)))
      expect(await loadCatalogue(language, "admin")).toEqual(consoleEnglish);
    await expect(loadCatalogue("xx", "common")).rejects.toThrow("No catalogue xx/common");
  });

  it("has a key for every key the source names", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, "utf8");
      for (const [, namespace, key] of text.matchAll(/["'`]([a-z][a-z-]*):([A-Za-z][\w.]*)["'`]/g)) {
        // URL schemes, and Open Graph / Twitter card property names (ssr/page-head.ts), are no catalogue keys.
        if (["http", "https", "mailto", "tel", "data", "blob", "node", "og", "twitter"].includes(namespace!)) continue;
        if (!has(english.get(namespace!), key!)) missing.push(`${path.relative(srcDir, file)}: ${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names every key with its namespace", () => {
    const bare: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const text = fs.readFileSync(file, "utf8");
      for (const [call] of text.matchAll(/\bt\(\s*["'`][^"'`:$]+["'`]/g))
        bare.push(`${path.relative(srcDir, file)}: ${call}`);
    }
    expect(bare).toEqual([]);
  });
});
