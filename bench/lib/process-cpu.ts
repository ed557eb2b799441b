// CPU time the system under test spends, read from /proc: the gateway's node process (with embedded PGlite in it)
// and, when PostgreSQL runs on this machine, every postgres process. It tells what a request costs the server,
// and, as cores kept busy, whether the server or the load generator (sharing the same two cores) set the pace.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** Cumulative CPU seconds (user + system, all threads) of the processes measured; compared before and after a slice. */
export type CpuMeter = () => number;

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return ticksPerSecond;
}

function statFields(pid: number): { name: string; fields: string[] } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 2 is the command name in parentheses and may contain spaces; the rest starts after its ")".
    const close = stat.lastIndexOf(")");
    return { name: stat.slice(stat.indexOf("(") + 1, close), fields: stat.slice(close + 2).split(" ") };
  } catch {
    return undefined; // the process ended while being read
  }
}

/** utime + stime (fields 14 and 15 of /proc/<pid>/stat) in seconds; 0 once the process is gone. */
export function processCpuSeconds(pid: number): number {
  const stat = statFields(pid);
  return stat ? (Number(stat.fields[11]) + Number(stat.fields[12])) / clockTicks() : 0;
}

function processIds(): number[] {
  return fs
    .readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number);
}

export function childrenOf(pid: number): number[] {
  return processIds().filter((candidate) => statFields(candidate)?.fields[1] === String(pid));
}

export function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

/** The deepest descendant of `rootPid` (or itself) whose command line contains `marker`. */
export function deepestMatching(rootPid: number, marker: string): number {
  let found = rootPid;
  for (let level = [rootPid]; level.length > 0; level = level.flatMap(childrenOf)) {
    found = level.find((pid) => commandLine(pid).includes(marker)) ?? found;
  }
  return found;
}

/**
 * All postgres processes of this machine (postmaster, backends, WAL writer, checkpointer): the backends come
 * and go with pooled connections, so they are summed afresh on every reading. Ended backends' time is lost,
 * which the pool's long-lived connections keep small during a slice.
 */
export function postgresCpuSeconds(): number {
  return sumPostgres("", () => true);
}

/**
 * The postgres processes serving one database (its backends and autovacuum workers) plus the server's shared
 * ones (postmaster, WAL writer, checkpointer...), leaving out backends of other databases, which other work on
 * a shared server keeps busy.
 */
export function postgresCpuSecondsOf(database: string): number {
  const ownDatabase = new RegExp(`\\s${database.replace(/\W/g, "\\$&")}(\\s|$)`);
  return sumPostgres(database, (pid) => {
    const line = commandLine(pid);
    const isBackend = /\(\d+\)/.test(line) || line.includes("autovacuum worker");
    return !isBackend || ownDatabase.test(line);
  });
}

/**
 * A cumulative reading over processes that come and go: each process is known by its pid and start time (a reused
 * pid is another process), and a process that has ended keeps the CPU it had at the last reading. Without this a
 * pool closing idle backends during a slice made PostgreSQL's share negative (and "other work" too large by as
 * much). What an ending process used after the last reading is still lost: readings are seconds apart at most.
 */
export interface CpuAccumulator {
  seen: Map<string, number>;
  departed: number;
}

export function newAccumulator(): CpuAccumulator {
  return { seen: new Map(), departed: 0 };
}

/** Adds a reading (process key -> cumulative CPU seconds) and answers the total, ended processes included. */
export function accumulate(meter: CpuAccumulator, reading: Map<string, number>): number {
  for (const [key, seconds] of meter.seen) if (!reading.has(key)) meter.departed += seconds;
  meter.seen = reading;
  let total = meter.departed;
  for (const seconds of reading.values()) total += seconds;
  return total;
}

const postgresMeters = new Map<string, CpuAccumulator>();

function sumPostgres(meterName: string, include: (pid: number) => boolean): number {
  const reading = new Map<string, number>();
  for (const pid of processIds()) {
    const stat = statFields(pid);
    // Field 22 (index 19 after the name) is the process's start time, in clock ticks since boot.
    if (stat?.name === "postgres" && include(pid))
      reading.set(`${pid}:${stat.fields[19]}`, (Number(stat.fields[11]) + Number(stat.fields[12])) / clockTicks());
  }
  let meter = postgresMeters.get(meterName);
  if (!meter) postgresMeters.set(meterName, (meter = newAccumulator()));
  return accumulate(meter, reading);
}

/** Whether a PostgreSQL URL points at this machine, whose processes /proc can see. */
export function isLocalDatabase(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "" || host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

/** CPU seconds the whole machine has been busy (every core, every process: /proc/stat minus idle and iowait). */
export function machineBusySeconds(): number {
  const [, ...ticks] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const busy = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0) - ticks[3] - ticks[4];
  return busy / clockTicks();
}
