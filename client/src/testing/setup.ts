import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { afterEach } from "vitest";
import { NAMESPACES } from "../i18n/catalogues.ts";
import { createI18n } from "../i18n/i18n.ts";

// Components find this instance without a provider (react-i18next's global): English, every namespace loaded.
await createI18n("en", i18next.use(initReactI18next));
await i18next.loadNamespaces(NAMESPACES);

// findBy and waitFor wait up to 5 s, not 1: the unit run gives each core a worker, so a component test shares its core
// with server tests running PGlite; what never appears still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(async () => {
  cleanup();
  // Node-environment tests (codegen check) have no browser storage.
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (i18next.language !== "en") await i18next.changeLanguage("en");
});
