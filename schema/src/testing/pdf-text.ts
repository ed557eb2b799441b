// Reads a generated PDF back as a reader's viewer reads it: pdf.js (the client's PDF viewer) extracts the text of
// its first page through the fonts' ToUnicode tables, so a test sees what a learner would copy out of it.

/** The first page's text; pdf.js's legacy build needs one ES2024 method on Node 20. */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= () => {
    let resolve: unknown, reject: unknown;
    const created = new Promise((yes, no) => {
      resolve = yes;
      reject = no;
    });
    return { promise: created, resolve, reject };
  };
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const text = await (await document.getPage(1)).getTextContent();
  return text.items.map((item) => ("str" in item ? item.str : "")).join("");
}
