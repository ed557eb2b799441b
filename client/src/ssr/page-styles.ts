// Emotion's styles of a server-rendered page, in its head (decision 027). By default Emotion writes each rendered
// component's rules into a <style> just before it, ~60 in a page's body, each one more stylesheet for the browser to
// parse and match while it is still building the page; an Emotion server's cache keeps them instead, and the page
// gets them as a few <style> elements in its head, with only the rules of the classes its markup uses.
import createCache, { type EmotionCache } from "@emotion/cache";
import createEmotionServer from "@emotion/server/create-instance";

/**
 * The browser's key (Emotion's default, which MUI's components use when the app provides no cache): the browser's
 * cache then adopts the head's `<style data-emotion="css ...">` as they are and inserts none of their rules again.
 */
export const STYLE_CACHE_KEY = "css";

export interface PageStyles {
  cache: EmotionCache;
  /** The `<style>` elements for the head: the global rules one element each (as Emotion's `Global` adopts them in the browser), the rest in one. */
  tags(html: string): string;
}

/** One per render: a server cache remembers what it kept, and each page must carry all of its own styles. */
export function pageStyles(): PageStyles {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  // Made an Emotion server's before rendering, which has the cache keep the rules instead of writing them into the markup.
  const server = createEmotionServer(cache);
  return {
    cache,
    tags(html) {
      const { styles } = server.extractCriticalToChunks(html);
      const used = styles
        .filter((chunk) => chunk.key === STYLE_CACHE_KEY)
        .map((chunk) => chunk.css)
        .join("");
      // Apollo renders the tree until its queries are answered: keyframes of an earlier pass's spinner, or an empty
      // global, would be kept although the page shows neither.
      const kept = styles.filter(
        (chunk) =>
          chunk.key === STYLE_CACHE_KEY ||
          (chunk.css !== "" && !chunk.ids.some((id) => id.startsWith("animation-") && !used.includes(id))),
      );
      return server.constructStyleTagsFromChunks({ html, styles: kept });
    },
  };
}
