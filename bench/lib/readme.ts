// Keeps the bench tables in docs/performance.md and docs/operations.md (the watchers figures) equal to
// bench/results.json: only the text between each pair of markers is rewritten; the prose around it is by hand.
import fs from "node:fs";
import { clientTable, lighthouseMarkdown, loadResults, runMarkdown } from "./render.ts";

/** Replaces the text between `<!-- bench:<name>:start -->` and `<!-- bench:<name>:end -->`; false without them. */
export function updateReadmeBlock(readmeFile: string, name: string, body: string): boolean {
  const start = `<!-- bench:${name}:start -->`;
  const readme = fs.readFileSync(readmeFile, "utf8");
  const from = readme.indexOf(start);
  const to = readme.indexOf(`<!-- bench:${name}:end -->`);
  if (from < 0 || to < from) return false;
  fs.writeFileSync(readmeFile, `${readme.slice(0, from + start.length)}\n${body}\n${readme.slice(to)}`);
  return true;
}

export function updateReadme(readmeFile: string, resultsFile: string): boolean {
  const { runs, lighthouse } = loadResults(resultsFile);
  const stored = [runs.pglite, runs.postgres].filter((run) => run !== undefined);
  const latest = stored.find((run) => typeof run.client !== "string") ?? stored[0];
  const body = [
    ...stored.map(runMarkdown),
    ...(lighthouse ? [lighthouseMarkdown(lighthouse)] : []),
    ...(latest ? [`#### Client bundle (gzip, from client/dist)\n\n${clientTable(latest).join("\n")}`] : []),
  ].join("\n\n");
  return updateReadmeBlock(readmeFile, "results", body);
}
