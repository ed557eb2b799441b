// Seed text is plain; these helpers turn it into the small HTML subset lessons and notes use.
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Escapes text and turns `backtick spans` into <code> elements. */
export function inlineHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, "<code>$1</code>");
}

/** The same text without markup, for PDFs. */
export function plainText(text: string): string {
  return text.replace(/`([^`]+)`/g, "$1");
}

export function listHtml(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${inlineHtml(item)}</li>`).join("")}</ul>`;
}

export function codeHtml(code: string): string {
  return `<pre><code>${escapeHtml(code)}</code></pre>`;
}
