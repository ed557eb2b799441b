// The execution gate lets a bounded number of operations run, queues a bounded number more, and refuses the rest
// and every new one while the heap is above its threshold, with ServerBusyError (503 + Retry-After).
import { describe, expect, it } from "vitest";
import { createExecutionGate, ServerBusyError } from "./load-shedding.ts";

function deferred() {
  let resolve!: (value: string) => void;
  const promise = new Promise<string>((done) => (resolve = done));
  return { promise, resolve };
}

describe("execution gate", () => {
  it("runs up to its limit, queues up to its queue, refuses the next", async () => {
    const gate = createExecutionGate({ maxExecutions: 1, maxWaiting: 1, maxWaitMs: 60_000, heapLimitBytes: Infinity });
    const first = deferred();
    const started: string[] = [];
    const execute = gate.wrap((name: string) => (started.push(name), name === "first" ? first.promise : name));
    const running = execute("first");
    const queued = execute("second");
    await expect(execute("third")).rejects.toBeInstanceOf(ServerBusyError);
    expect(started).toEqual(["first"]);
    first.resolve("first");
    expect(await running).toBe("first");
    expect(await queued).toBe("second");
    expect(started).toEqual(["first", "second"]);
    expect(gate.running()).toBe(0);
  });

  it("refuses new executions while the heap is above its threshold, and serves again once it is below", async () => {
    let heap = 100;
    const gate = createExecutionGate({
      maxExecutions: 4,
      maxWaiting: 4,
      maxWaitMs: 60_000,
      heapLimitBytes: 50,
      heapUsed: () => heap,
    });
    const execute = gate.wrap(() => "answer");
    const refused = await execute(undefined).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerBusyError);
    expect((refused as ServerBusyError).code).toBe("service_unavailable");
    expect((refused as ServerBusyError).retryAfterSeconds).toBeGreaterThan(0);
    heap = 10;
    expect(await execute(undefined)).toBe("answer");
  });

  it("says why an execution arriving now would be refused at once, and nothing while it would run or wait", async () => {
    let heap = 10;
    const gate = createExecutionGate({
      maxExecutions: 1,
      maxWaiting: 1,
      maxWaitMs: 60_000,
      heapLimitBytes: 50,
      heapUsed: () => heap,
    });
    const first = deferred();
    const execute = gate.wrap((name: string) => (name === "first" ? first.promise : name));
    expect(gate.refusal()).toBeUndefined();
    const running = execute("first");
    expect(gate.refusal(), "the next would wait").toBeUndefined();
    const queued = execute("second");
    expect(gate.refusal()).toBe("too many operations waiting");
    heap = 100;
    expect(gate.refusal()).toBe("memory");
    heap = 10;
    first.resolve("first");
    await Promise.all([running, queued]);
    expect(gate.refusal()).toBeUndefined();
  });

  it("frees its slot when an execution throws", async () => {
    const gate = createExecutionGate({ maxExecutions: 1, maxWaiting: 0, maxWaitMs: 60_000, heapLimitBytes: Infinity });
    await expect(gate.wrap(() => Promise.reject(new Error("failed")))(undefined)).rejects.toThrow("failed");
    expect(await gate.wrap(() => "next")(undefined)).toBe("next");
  });
});
