// The execution gate lets a bounded number of operations run, queues a bounded number more, and refuses the rest
// and every new one while the heap is above its threshold, with ServerBusyError (503 + Retry-After).
import { describe, expect, it, vi } from "vitest";
import type { Context } from "@app/schema";
import { GraphQLBoolean, GraphQLObjectType, GraphQLSchema, parse, type DocumentNode } from "graphql";
import { createExecutionGate, SHED_RETRY_AFTER_MAX_SECONDS, ServerBusyError } from "./load-shedding.ts";

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

  // A sitting's deadline (docs/mock-tests.md): result reads fill the reads' lane, the learners' last saves and their
  // submissions must still get in, and first.
  it("keeps a signed-in viewer's short write out of the others' full lane and gives it the next turn", async () => {
    const gate = createExecutionGate({
      maxExecutions: 1,
      maxWaiting: 1,
      maxShortWaiting: 2,
      maxWaitMs: 60_000,
      heapLimitBytes: Infinity,
    });
    const first = deferred();
    const started: string[] = [];
    const execute = gate.wrap(
      (args: Args) => (started.push(args.name), args.name === "read 1" ? first.promise : "done"),
    );
    const running = execute(read("read 1"));
    const queuedRead = execute(read("read 2"));
    await expect(execute(read("read 3"))).rejects.toBeInstanceOf(ServerBusyError);
    expect(gate.refusal("short"), "the short lane has room").toBeUndefined();
    // Anonymous (a flood without an account), or not declared short (a heavier write): the others' lane.
    await expect(execute({ ...save("anonymous"), contextValue: { viewer: null } })).rejects.toBeInstanceOf(
      ServerBusyError,
    );
    await expect(execute(submit("submission"))).rejects.toBeInstanceOf(ServerBusyError);
    const saves = [execute(save("save 1")), execute(save("save 2"))];
    await expect(execute(save("save 3"))).rejects.toBeInstanceOf(ServerBusyError);
    first.resolve("read 1");
    await Promise.all([running, queuedRead, ...saves]);
    expect(started).toEqual(["read 1", "save 1", "save 2", "read 2"]);
  });

  // A deadline's submissions wait for their set's group commit (docs/mock-tests.md, decision 015 "Waiting outside a
  // turn"): waiting is not work, so they hand their turns back and one set gathers all of them, not as many as run.
  it("lets an execution wait outside its turn and gives it a turn back after short writes, before reads", async () => {
    const gate = createExecutionGate({ maxExecutions: 2, maxWaiting: 8, maxWaitMs: 60_000, heapLimitBytes: Infinity });
    const commit = deferred();
    const hold = deferred();
    const inSet: string[] = [];
    const log: string[] = [];
    const execute = gate.wrap(async (args: Args) => {
      if (args.name.startsWith("read")) return (log.push(args.name), hold.promise);
      if (args.name.startsWith("save")) return (log.push(args.name), args.name);
      const context = args.contextValue as Pick<Context, "awaitOutsideTurn">;
      await context.awaitOutsideTurn!(() => (inSet.push(args.name), commit.promise));
      log.push(args.name);
      return args.name;
    });
    const names = Array.from({ length: 6 }, (_, index) => `submission ${index}`);
    const submissions = names.map((name) => execute(submit(name)));
    await vi.waitFor(() => expect(inSet).toHaveLength(6));
    expect(gate.running(), "six wait for their set, none holds a turn").toBe(0);
    const reads = [execute(read("read 1")), execute(read("read 2")), execute(read("read 3"))];
    await vi.waitFor(() => expect(log).toEqual(["read 1", "read 2"]));
    commit.resolve("written");
    const saved = execute(save("save"));
    hold.resolve("read");
    expect(await Promise.all(submissions)).toEqual(names);
    await Promise.all([...reads, saved]);
    expect(log.slice(2), "a learner's save first, then the submissions, then the read that was waiting").toEqual([
      "save",
      ...names,
      "read 3",
    ]);
    expect(gate.running()).toBe(0);
  });

  it("lets reads have a turn after three short ones in a row", async () => {
    const gate = createExecutionGate({
      maxExecutions: 1,
      maxWaiting: 4,
      maxShortWaiting: 8,
      maxWaitMs: 60_000,
      heapLimitBytes: Infinity,
    });
    const first = deferred();
    const started: string[] = [];
    const execute = gate.wrap(
      (args: Args) => (started.push(args.name), args.name === "read 0" ? first.promise : "done"),
    );
    const all = [execute(read("read 0")), execute(read("read 1"))];
    for (let index = 1; index <= 5; index++) all.push(execute(save(`save ${index}`)));
    first.resolve("read 0");
    await Promise.all(all);
    expect(started).toEqual(["read 0", "save 1", "save 2", "save 3", "read 1", "save 4", "save 5"]);
  });

  it("tells a refused request to come back when its lane has drained at the recent pace, not after a fixed time", async () => {
    const gate = createExecutionGate({
      maxExecutions: 1,
      maxWaiting: 100,
      maxWaitMs: 60_000,
      heapLimitBytes: Infinity,
    });
    const execute = gate.wrap((name: string) =>
      name === "held" ? held.promise : new Promise((done) => setTimeout(() => done(name), 50)),
    );
    const held = deferred();
    for (let index = 0; index < 3; index++) await execute("paced");
    expect(gate.retryAfterSeconds(), "nothing waits").toBe(1);
    const all = [execute("held"), ...Array.from({ length: 100 }, () => execute("paced"))];
    const refused = (await execute("refused").catch((error: unknown) => error)) as ServerBusyError;
    expect(refused).toBeInstanceOf(ServerBusyError);
    // 101 ahead at about 50 ms each, one at a time: about 5 s.
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(4);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(SHED_RETRY_AFTER_MAX_SECONDS);
    held.resolve("held");
    await Promise.all(all);
  });

  // A deadline's result reads (docs/mock-tests.md, "Figures"): thousands refused in the same seconds must not all be
  // told the same time, or they come back together and are refused again.
  it("tells each refused request of a burst to come back after the one refused before it, at its lane's pace", async () => {
    const gate = createExecutionGate({ maxExecutions: 1, maxWaiting: 2, maxWaitMs: 60_000, heapLimitBytes: Infinity });
    const execute = gate.wrap((name: string) =>
      name === "held" ? held.promise : new Promise((done) => setTimeout(() => done(name), 50)),
    );
    const held = deferred();
    // Three at a time through one turn: the lane's turns come about 50 ms apart.
    for (let round = 0; round < 4; round++) await Promise.all([execute("paced"), execute("paced"), execute("paced")]);
    const all = [execute("held"), execute("paced"), execute("paced")];
    const told: number[] = [];
    for (let index = 0; index < 60; index++) {
      const refused = (await execute("refused").catch((error: unknown) => error)) as ServerBusyError;
      expect(refused).toBeInstanceOf(ServerBusyError);
      told.push(refused.retryAfterSeconds);
    }
    expect(told).toEqual([...told].sort((a, b) => a - b));
    // Sixty behind two, about 50 ms apart: the last about 3 s after the first.
    expect(told[0]).toBeLessThanOrEqual(2);
    expect(told.at(-1)).toBeGreaterThanOrEqual(told[0] + 2);
    expect(told.at(-1)).toBeLessThanOrEqual(SHED_RETRY_AFTER_MAX_SECONDS);
    held.resolve("held");
    await Promise.all(all);
  });
});

type Args = { name: string; schema: GraphQLSchema; document: DocumentNode; contextValue: { viewer: unknown } };
// A schema with one mutation declared a short write (an answer save) and one not (a heavier write).
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({ name: "Query", fields: { a: { type: GraphQLBoolean } } }),
  mutation: new GraphQLObjectType({
    name: "Mutation",
    fields: { save: { type: GraphQLBoolean, extensions: { shortWrite: true } }, submit: { type: GraphQLBoolean } },
  }),
});
const viewer = { userId: "u" };
const read = (name: string): Args => ({ name, schema, document: parse("{ a }"), contextValue: { viewer } });
const save = (name: string): Args => ({ name, schema, document: parse("mutation { save }"), contextValue: { viewer } });
const submit = (name: string): Args => ({ ...save(name), document: parse("mutation { submit save }") });
