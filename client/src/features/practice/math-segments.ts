// Question text carries math as TeX between `$...$` (inline) or `$$...$$` (display), as the question bank stores it
// (docs/practice.md). `\$` is a literal dollar sign; an unclosed `$` is plain text, so a stray sign loses nothing.

export type MathSegment = { kind: "text"; text: string } | { kind: "math"; tex: string; display: boolean };

export function mathSegments(source: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = "";
  let at = 0;
  while (at < source.length) {
    if (source.startsWith("\\$", at)) {
      text += "$";
      at += 2;
      continue;
    }
    if (source[at] !== "$") {
      text += source[at++];
      continue;
    }
    const display = source.startsWith("$$", at);
    const fence = display ? "$$" : "$";
    const end = closingFence(source, at + fence.length, fence);
    if (end < 0 || end === at + fence.length) {
      text += source.slice(at, at + fence.length);
      at += fence.length;
      continue;
    }
    if (text) segments.push({ kind: "text", text });
    text = "";
    segments.push({ kind: "math", tex: source.slice(at + fence.length, end), display });
    at = end + fence.length;
  }
  if (text) segments.push({ kind: "text", text });
  return segments;
}

function closingFence(source: string, from: number, fence: string): number {
  for (let at = from; at < source.length; at++) {
    if (source[at] === "\\") at++;
    else if (source.startsWith(fence, at)) return at;
  }
  return -1;
}
