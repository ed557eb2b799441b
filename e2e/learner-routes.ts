// The learner's routes, for the journeys that walk all of them in a language (hindi.spec.ts, languages.spec.ts), and
// what a screen in a language must not show: a catalogue key (a text missing from the language's catalogue) or an
// English text of the catalogues the language has not translated.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import * as seededAbout from "../prisma/seed/content/about.ts";
import { exams as seededExams } from "../prisma/seed/content/exams.ts";
import { expect } from "./fixtures.ts";

/** Every route a visitor reaches without signing in. */
export const publicRoutes = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/terms",
  "/privacy",
  "/courses",
  "/internships",
  "/exams",
  "/tests",
  "/practice",
  "/placement",
  "/about",
  "/missing-page",
];

/** The Profile's sections (client/src/features/profile/profile-page.tsx). */
export const profileSections = ["courses", "certificates", "purchases", "downloads", "settings"];

const localesDir = path.resolve("client/src/i18n/locales");

/**
 * Data the screens show as staff wrote it that a catalogue also holds in English: the seeded courses' titles, which
 * the home page's cards (home.json) name too, the seeded exams' places, which the exam centres' names share, and the
 * seeded About page, which the About page's defaults repeat.
 * Shown as data, they are no untranslated text.
 */
const seededData = new Set([
  "C Programming",
  "Web Development",
  "Data Science",
  // The seeded exams' places (an exam card's location is staff's text; the centres list names cities in the catalogue).
  ...seededExams.map((exam) => exam.location),
  seededAbout.mission,
  seededAbout.vision,
  ...seededAbout.features.flatMap((feature) => [feature.title, feature.description]),
  ...seededAbout.team.flatMap((member) => [member.name, member.position, member.bio]),
]);
type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ""): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** A language's learner catalogues (the staff console's `admin*` namespaces left out), as [namespace:key, text]. */
function learnerTexts(language: string): [string, string][] {
  const dir = path.join(localesDir, language);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".json") && !file.startsWith("admin"))
    .flatMap((file) => {
      const namespace = file.replace(/\.json$/, "");
      const tree = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Tree;
      return leaves(tree).map(([key, text]): [string, string] => [`${namespace}:${key}`, text]);
    });
}

/**
 * What would betray an untranslated screen in `language`: the keys i18next shows for a missing text (the key path,
 * with or without its namespace; plurals without their suffix), and the English texts the language does not share
 * (brand names and words a language keeps as they are, e.g. "PDF", are in both and so allowed). Texts with
 * placeholders, or shorter than five letters, are left out: they cannot be told from data.
 */
export function untranslatedSigns(language: string) {
  const english = learnerTexts("en");
  const theirs = new Set(learnerTexts(language).map(([, text]) => text.trim()));
  const keys = new Set(
    english.flatMap(([key]) => {
      const bare = key.replace(/_(zero|one|two|few|many|other)$/, "");
      return [bare, bare.slice(bare.indexOf(":") + 1)];
    }),
  );
  const englishTexts = new Set(
    english
      .map(([, text]) => text.trim())
      .filter(
        (text) =>
          !text.includes("{{") &&
          (text.match(/\p{L}/gu) ?? []).length >= 5 &&
          !theirs.has(text) &&
          !seededData.has(text),
      ),
  );
  return { keys: [...keys], englishTexts: [...englishTexts] };
}

/**
 * Fails when the page shows, in its visible text or in the names and hints it gives assistive technology
 * (aria-label, placeholder, title, alt), a missing key or an English text `language` has not translated. Text
 * marked as another language (a language's own name in the menu, lang="en") is the author's choice and skipped.
 */
export async function expectTranslated(page: Page, language: string, where: string) {
  const signs = untranslatedSigns(language);
  const found = await page.evaluate(
    ({ keys, englishTexts, language: pageLanguage }) => {
      const keySet = new Set(keys);
      const englishSet = new Set(englishTexts);
      const shown: string[] = [];
      const inPageLanguage = (element: Element) =>
        (element.closest("[lang]")?.getAttribute("lang") ?? pageLanguage) === pageLanguage;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim();
        if (!parent || !text || !inPageLanguage(parent) || !parent.checkVisibility()) continue;
        if (parent.closest("script, style, noscript")) continue;
        shown.push(text);
      }
      for (const element of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
        if (!inPageLanguage(element) || !element.checkVisibility()) continue;
        for (const name of ["aria-label", "placeholder", "title", "alt"]) {
          const value = element.getAttribute(name)?.trim();
          if (value) shown.push(value);
        }
      }
      return {
        keys: [...new Set(shown.filter((text) => keySet.has(text)))],
        english: [...new Set(shown.filter((text) => englishSet.has(text)))],
      };
    },
    { ...signs, language },
  );
  expect({ where, missingKeys: found.keys, english: found.english }).toEqual({
    where,
    missingKeys: [],
    english: [],
  });
}
