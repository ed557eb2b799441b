// Catalogues are JSON files locales/<language>/<namespace>.json, found by the glob: adding a namespace or a
// language is adding files. Each is a lazy import; vite.config.ts groups a language's learner namespaces into one
// chunk (and the staff console's into another), so only the active language ships.
import type { BackendModule, ResourceKey } from "i18next";
import { isConsoleNamespace, isOnDemandNamespace } from "./console-namespaces.ts";
import { CONSOLE_LANGUAGES, DEFAULT_LANGUAGE, type Language } from "./languages.ts";

type Catalogue = { default: ResourceKey };
// `mail` holds what only the server sends (emails, pushes: server-texts.ts), so no browser chunk carries it.
const files = import.meta.glob<Catalogue>(["./locales/*/*.json", "!./locales/*/mail.json"]);

const entries = Object.entries(files).map(([file, load]) => {
  const [, language, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file)!;
  return { language, namespace, load };
});

/** Every namespace some language has a catalogue for. */
export const NAMESPACES = [...new Set(entries.map((entry) => entry.namespace))].sort();

export const LAZY_NAMESPACES = NAMESPACES.filter(isOnDemandNamespace);
export const INITIAL_NAMESPACES = NAMESPACES.filter((namespace) => !isOnDemandNamespace(namespace));

/** The language a namespace is read in: the staff console's in English where it is not written (CONSOLE_LANGUAGES). */
export const catalogueLanguage = (language: string, namespace: string) =>
  isConsoleNamespace(namespace) && !CONSOLE_LANGUAGES.includes(language as Language) ? DEFAULT_LANGUAGE : language;

export async function loadCatalogue(requested: string, namespace: string): Promise<ResourceKey> {
  const language = catalogueLanguage(requested, namespace);
  const entry = entries.find((candidate) => candidate.language === language && candidate.namespace === namespace);
  if (!entry) throw new Error(`No catalogue ${language}/${namespace}`);
  return (await entry.load()).default;
}

/** i18next reads catalogues through this backend, so namespaces load on first use (useTranslation suspends). */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};
