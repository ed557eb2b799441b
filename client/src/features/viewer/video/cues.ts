// Cues of a caption file for the transcript. The server stores every caption as normalised WebVTT
// (schema/src/modules/video/captions.ts), so blocks are "start --> end" then text.
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (stamp: string) => stamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);

export function readCues(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.replace(/\r\n?/g, "\n").split(/\n{2,}/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((line) => line.includes("-->"));
    if (at < 0) continue;
    const [from, to] = lines[at].split("-->").map((part) => part.trim().split(/\s+/)[0]);
    cues.push({
      start: seconds(from),
      end: seconds(to),
      text: lines
        .slice(at + 1)
        .join("\n")
        .trim(),
    });
  }
  return cues;
}

/** The cue playing at `time`, or -1. */
export const cueAt = (cues: Cue[], time: number) => cues.findIndex((cue) => time >= cue.start && time < cue.end);
