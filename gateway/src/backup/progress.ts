// A progress bar on stderr while a backup or restore runs, only when stderr is a terminal (cron's mail and the
// tests' output stay clean).
import cliProgress from "cli-progress";

export interface Progress {
  start(label: string, totalBytes: number): void;
  /** May return a promise the work waits for (the reliability test slows the export down with it). */
  advance(bytes: number): void | Promise<void>;
  stop(): void;
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): Progress {
  if (!stream.isTTY) return { start: () => undefined, advance: () => undefined, stop: () => undefined };
  const bar = new cliProgress.SingleBar(
    {
      stream,
      format: "{label} [{bar}] {percentage}% | {done} of {all} | {eta_formatted}",
      hideCursor: true,
      clearOnComplete: false,
    },
    cliProgress.Presets.shades_classic,
  );
  let done = 0;
  let total = 0;
  let label = "";
  // The database advances a table at a time; files and archives by bytes.
  const mb = (amount: number) => (label === "database" ? `${amount} tables` : `${(amount / 2 ** 20).toFixed(1)} MB`);
  return {
    start(name, totalBytes) {
      label = name;
      done = 0;
      total = Math.max(1, totalBytes);
      bar.start(total, 0, { label, done: mb(0), all: mb(totalBytes) });
    },
    advance(bytes) {
      done += bytes;
      bar.update(Math.min(done, total), { label, done: mb(done), all: mb(total) });
    },
    stop: () => bar.stop(),
  };
}

export const silentProgress: Progress = { start: () => undefined, advance: () => undefined, stop: () => undefined };
