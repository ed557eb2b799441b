// Text with TeX math rendered by KaTeX, the same in the browser and in server rendering (renderToString gives HTML,
// so the first screen shows typeset math before the JavaScript). KaTeX and its stylesheet are imported here only:
// this module belongs to the practice screens' lazy chunks, so neither reaches the learner's initial bundle.
import katex from "katex";
import "katex/dist/katex.min.css";
import { Fragment, useMemo } from "react";
import { mathSegments } from "./math-segments.ts";

/**
 * KaTeX's HTML for `tex`, or null when it is not valid TeX: the caller then shows the source as typed. KaTeX's
 * defaults keep `trust` off, so no `\href`, `\url` or `\htmlClass` reaches the page from a question's text.
 */
export function renderTex(tex: string, display: boolean): string | null {
  try {
    return katex.renderToString(tex, {
      displayMode: display,
      throwOnError: true,
      strict: "ignore",
      output: "htmlAndMathml",
    });
  } catch {
    return null;
  }
}

/** Renders `text`, typesetting each `$...$` (inline) and `$$...$$` (display) part; plain text stays React text. */
export function MathText({ text }: { text: string }) {
  const parts = useMemo(() => mathSegments(text), [text]);
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === "text") return <Fragment key={index}>{part.text}</Fragment>;
        const html = renderTex(part.tex, part.display);
        // A span either way: math also sits inside an option's button, where a block element is not allowed.
        const style = part.display ? { display: "block" } : undefined;
        if (html === null)
          return (
            <span key={index} style={style}>
              {part.display ? `$$${part.tex}$$` : `$${part.tex}$`}
            </span>
          );
        return <span key={index} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
      })}
    </>
  );
}
