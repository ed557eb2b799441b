// Course titles and descriptions answer in the interface language where staff translated them (docs/languages.md):
// every request names it, and a switch of language drops the texts read in the old one.
import type { ApolloClient } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";

/** Accept-Language on every request: the gateway's answer caches key translated answers by it. */
export function createLanguageLink(language: () => string) {
  return new SetContextLink((previous) => ({
    headers: { ...(previous.headers as Record<string, string> | undefined), "accept-language": language() },
  }));
}

const TRANSLATED_FIELDS = ["title", "description"];

/**
 * The screens showing a course fetch its texts again, in the new language. Only the queries that read an evicted
 * text go again (Apollo refetches those `updateCache` touched): on a metered phone a switch must not fetch every
 * screen anew, and a screen with no course text (the Settings the switch is made on) keeps its state.
 */
export function forgetTranslatedTexts(apollo: ApolloClient) {
  return apollo.refetchQueries({
    updateCache(cache) {
      for (const id of Object.keys(cache.extract() as Record<string, unknown>)) {
        if (!id.startsWith("Course:")) continue;
        for (const fieldName of TRANSLATED_FIELDS) cache.evict({ id, fieldName });
      }
    },
  });
}
