import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { accumulate, deepestMatching, isLocalDatabase, newAccumulator, processCpuSeconds } from "./process-cpu.ts";

describe("process CPU", () => {
  it("counts the CPU a busy process burns, and nothing for one that is gone", async () => {
    const busy = spawn(process.execPath, ["-e", "while (process.cpuUsage().user < 400_000);"]);
    const exited = new Promise((resolve) => busy.once("exit", resolve));
    const pid = busy.pid!;
    let seen = 0;
    busy.stdout?.resume();
    const timer = setInterval(() => (seen = Math.max(seen, processCpuSeconds(pid))), 50);
    await exited;
    clearInterval(timer);
    expect(seen).toBeGreaterThan(0.2);
    expect(processCpuSeconds(pid)).toBe(0);
  });

  it("finds the deepest process whose command line carries the marker", async () => {
    const child = spawn("sh", ["-c", `exec ${process.execPath} -e "setTimeout(() => {}, 2000)" marker-of-this-test`]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    try {
      expect(deepestMatching(process.pid, "marker-of-this-test")).toBe(child.pid);
      expect(deepestMatching(process.pid, "no-such-marker")).toBe(process.pid);
    } finally {
      child.kill();
    }
  });

  it("tells a PostgreSQL on this machine from a remote one", () => {
    expect(isLocalDatabase("postgresql://u:p@127.0.0.1:5432/db")).toBe(true);
    expect(isLocalDatabase("postgresql://u:p@localhost/db")).toBe(true);
    expect(isLocalDatabase("postgresql://u:p@db.example.org:5432/db")).toBe(false);
  });

  it("keeps what an ended process burned, so a total over processes that come and go never goes down", () => {
    const meter = newAccumulator();
    expect(
      accumulate(
        meter,
        new Map([
          ["10:1", 2],
          ["11:1", 3],
        ]),
      ),
    ).toBe(5);
    // Backend 11 ended (a pool closed it); backend 12 started.
    expect(
      accumulate(
        meter,
        new Map([
          ["10:1", 2.5],
          ["12:9", 0.1],
        ]),
      ),
    ).toBeCloseTo(5.6);
    // pid 10 reused by another process (another start time): the first one's 2.5 s stay counted.
    expect(
      accumulate(
        meter,
        new Map([
          ["10:50", 0.2],
          ["12:9", 0.3],
        ]),
      ),
    ).toBeCloseTo(6);
  });
});
