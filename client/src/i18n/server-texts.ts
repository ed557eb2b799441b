// The interface's catalogues read on the server (package export "@app/client/texts"): the gateway's emails and pushes
// take their words from the same locales/<language>/<namespace>.json files the browser loads (catalogues.ts), through
// i18next with the browser's options, so a text and its {{placeholders}} are written once and a language is added
// by adding its folder. Node only (it reads the folder from disk): the browser never imports this module.
import fs from "node:fs";
import path from "node:path";
import i18next, { type i18n, type Resource, type TFunction } from "i18next";
import { DEFAULT_LANGUAGE } from "@app/schema/languages";

export const LOCALES_DIR = path.join(import.meta.dirname, "locales");

type Tree = { [key: string]: string | Tree };

/** Every catalogue under `dir`, as i18next resources: language, then namespace. */
export function readCatalogues(dir = LOCALES_DIR): Resource {
  const languages = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.fromEntries(
    languages.map(({ name: language }) => [
      language,
      Object.fromEntries(
        fs
          .readdirSync(path.join(dir, language))
          .filter((file) => file.endsWith(".json"))
          .map((file) => [
            file.slice(0, -".json".length),
            JSON.parse(fs.readFileSync(path.join(dir, language, file), "utf8")) as Tree,
          ]),
      ),
    ]),
  );
}

let loaded: { resources: Resource; instance: i18n } | undefined;

function catalogues() {
  if (!loaded) {
    const resources = readCatalogues();
    const instance = i18next.createInstance();
    // The browser's options (i18n.ts): whole keys (namespace:key.path), no fallback language, no HTML escaping
    // (callers escape for HTML themselves). Synchronous: every catalogue is already in memory.
    void instance.init({
      resources,
      initAsync: false,
      fallbackLng: false,
      supportedLngs: false,
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      defaultNS: "common",
      nsSeparator: ":",
      interpolation: { escapeValue: false },
    });
    loaded = { resources, instance };
  }
  return loaded;
}

/** The language a recipient reads: theirs when it has a catalogue folder, the default language otherwise. */
export function textLanguage(language: string | null | undefined): string {
  return language && language in catalogues().resources ? language : DEFAULT_LANGUAGE;
}

/** `t` in `language` (or the default language when it has no catalogue), as the browser's `t` works. */
export function textsIn(language: string | null | undefined): TFunction {
  return catalogues().instance.getFixedT(textLanguage(language));
}

/**
 * The keys (namespace:key.path) some language folder under `dir` has no non-empty text for, as
 * "<language>/<namespace>:<key>"; a plural key counts as present through its `_other` form.
 */
export function missingTexts(keys: readonly string[], dir = LOCALES_DIR): string[] {
  const resources = readCatalogues(dir);
  const textOf = (tree: unknown, keyPath: string): unknown =>
    keyPath.split(".").reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  return Object.keys(resources)
    .sort()
    .flatMap((language) =>
      keys
        .filter((key) => {
          const [namespace, keyPath] = key.split(":") as [string, string];
          const tree = resources[language]![namespace];
          const text = textOf(tree, keyPath) ?? textOf(tree, `${keyPath}_other`);
          return typeof text !== "string" || text.trim() === "";
        })
        .map((key) => `${language}/${key}`),
    );
}
