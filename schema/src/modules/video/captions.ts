// Caption files staff upload (docs/video.md): WebVTT as it is, or SRT converted to WebVTT. A file that does not
// parse is refused with the line of the first broken cue, so staff can fix it in their editor.
import { AppError } from "../../errors.ts";

export interface Cue {
  start: number;
  end: number;
  text: string;
}

const TIME = /^(?:(\d{1,3}):)?(\d{2}):(\d{2})[.,](\d{3})$/;
const MAX_CUES = 20_000;

const broken = (line: number, problem: string) =>
  new AppError("invalid_input", `Line ${line}: ${problem}`, { file: `line ${line}: ${problem}` });

function seconds(text: string, line: number): number {
  const match = TIME.exec(text.trim());
  if (!match) throw broken(line, `"${text.trim().slice(0, 40)}" is not a time like 00:01:02.500`);
  const [, hours = "0", minutes, secs, millis] = match;
  if (Number(minutes) > 59 || Number(secs) > 59)
    throw broken(line, `"${text.trim()}" has more than 59 minutes or seconds`);
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

function timing(text: string, line: number): { start: number; end: number } {
  const [from, rest] = text.split("-->");
  if (rest === undefined) throw broken(line, "expected a timing line like 00:00:01.000 --> 00:00:04.000");
  // WebVTT cue settings (position, align...) follow the end time; they are dropped on conversion.
  const start = seconds(from, line);
  const end = seconds(rest.trim().split(/\s+/)[0] ?? "", line);
  if (end <= start) throw broken(line, "the cue ends before it starts");
  return { start, end };
}

/** Parses WebVTT or SRT text into cues; throws invalid_input naming the line of the first problem. */
export function parseCaptions(source: string): Cue[] {
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const vtt = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "");
  if (!vtt && !/^\d+$/.test(lines[0]?.trim() ?? "") && !lines[0]?.includes("-->")) {
    throw broken(1, "expected WEBVTT (a WebVTT file) or a cue number (an SRT file)");
  }
  const cues: Cue[] = [];
  let index = vtt ? 1 : 0;
  while (index < lines.length) {
    while (index < lines.length && lines[index].trim() === "") index++;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index].trim() !== "") block.push(lines[index++]);
    if (vtt && /^(NOTE|STYLE|REGION)\b/.test(block[0])) continue;
    const timingAt = block.findIndex((line) => line.includes("-->"));
    if (timingAt < 0 || timingAt > 1)
      throw broken(blockStart + 1, "expected a timing line like 00:00:01.000 --> 00:00:04.000");
    if (!vtt && timingAt === 1 && !/^\d+$/.test(block[0].trim())) throw broken(blockStart + 1, "expected a cue number");
    const { start, end } = timing(block[timingAt], blockStart + timingAt + 1);
    const text = block
      .slice(timingAt + 1)
      .join("\n")
      .trim();
    if (!text) throw broken(blockStart + timingAt + 1, "the cue has no text");
    cues.push({ start, end, text });
    if (cues.length > MAX_CUES) throw broken(blockStart + 1, `more than ${MAX_CUES} cues`);
  }
  if (cues.length === 0) throw broken(lines.length, "the file has no cues");
  return cues;
}

const stamp = (value: number) => {
  const millis = Math.round(value * 1000);
  const pad = (number: number, size = 2) => String(number).padStart(size, "0");
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
};

/** The cues as a WebVTT file (what players and the transcript read). */
export function toWebVtt(cues: Cue[]): string {
  return `WEBVTT\n\n${cues.map((cue) => `${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}`).join("\n\n")}\n`;
}
