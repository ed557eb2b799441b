// Keeps the README's Performance tables equal to bench/results.json: only the text between the two markers
// inside that section is rewritten; the prose around it is written by hand.
import fs from "node:fs";
import { clientTable, lighthouseMarkdown, loadResults, runMarkdown } from "./render.ts";

const START = "<!-- bench:results:start -->";
const END = "<!-- bench:results:end -->";

export function updateReadme(readmeFile: string, resultsFile: string): boolean {
  const readme = fs.readFileSync(readmeFile, "utf8");
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) return false;
  const { runs, lighthouse } = loadResults(resultsFile);
  const stored = [runs.pglite, runs.postgres].filter((run) => run !== undefined);
  const latest = stored.find((run) => typeof run.client !== "string") ?? stored[0];
  const body = [
    ...stored.map(runMarkdown),
    ...(lighthouse ? [lighthouseMarkdown(lighthouse)] : []),
    ...(latest ? [`#### Client bundle (gzip, from client/dist)\n\n${clientTable(latest).join("\n")}`] : []),
  ].join("\n\n");
  fs.writeFileSync(readmeFile, `${readme.slice(0, from + START.length)}\n${body}\n${readme.slice(to)}`);
  return true;
}
