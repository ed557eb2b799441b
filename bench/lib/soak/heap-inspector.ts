// The gateway's own memory figures, read through its inspector (started with --inspect on loopback): RSS comes
// from /proc, but heap used and a heap snapshot only from inside V8.
import fs from "node:fs";
import WebSocket from "ws";

export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

export interface HeapInspector {
  memory(): Promise<MemoryUsage>;
  /** Writes a heap snapshot (Chrome DevTools' format) to `file`. */
  snapshot(file: string): Promise<void>;
  /** The value of `expression` in the gateway's main thread, with the console's `require` (node's inspector). */
  evaluate<T>(expression: string): Promise<T>;
  /**
   * Calls `functionDeclaration` with `this` the array of every live object whose prototype chain holds the value of
   * `prototype` (an expression, awaited), and returns its (awaited) result by value: how DevTools' queryObjects
   * reaches objects no variable names. It walks the whole heap: not for every sample.
   */
  callOnInstances<T>(prototype: string, functionDeclaration: string): Promise<T>;
  /** The size in bytes of every WebAssembly.Memory alive in the main thread (PGlite's, Prisma's query compiler's). */
  wasmMemories(): Promise<number[]>;
  close(): void;
}

export async function connectInspector(port: number): Promise<HeapInspector> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0].webSocketDebuggerUrl, { perMessageDeflate: false });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  const listeners = new Set<(message: { method?: string; params?: { chunk?: string } }) => void>();
  socket.on("message", (data) => {
    const message = JSON.parse(String(data));
    if (message.id !== undefined) waiting.get(message.id)?.(message);
    else for (const listener of listeners) listener(message);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, (message) => {
        waiting.delete(id);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** A call whose answer may report an exception thrown by the code it ran, as a rejection. */
  const run = async <T>(method: string, params: object) => {
    const answer = (await call(method, params)) as T & { exceptionDetails?: { exception?: { description?: string } } };
    if (answer.exceptionDetails) throw new Error(`${method}: ${answer.exceptionDetails.exception?.description}`);
    return answer;
  };
  const evaluate = async <T>(expression: string) => {
    const answer = await run<{ result: { value: string } }>("Runtime.evaluate", {
      expression: `JSON.stringify(${expression})`,
      includeCommandLineAPI: true,
      returnByValue: true,
    });
    return JSON.parse(answer.result.value) as T;
  };
  const callOnInstances = async <T>(prototype: string, functionDeclaration: string) => {
    const objectGroup = "instances";
    try {
      const found = await run<{ result: { objectId: string } }>("Runtime.evaluate", {
        expression: prototype,
        awaitPromise: true,
        objectGroup,
      });
      const instances = await run<{ objects: { objectId: string } }>("Runtime.queryObjects", {
        prototypeObjectId: found.result.objectId,
        objectGroup,
      });
      const answer = await run<{ result: { value: T } }>("Runtime.callFunctionOn", {
        objectId: instances.objects.objectId,
        functionDeclaration,
        awaitPromise: true,
        returnByValue: true,
      });
      return answer.result.value;
    } finally {
      await call("Runtime.releaseObjectGroup", { objectGroup });
    }
  };
  return {
    memory: () => evaluate<MemoryUsage>("process.memoryUsage()"),
    evaluate,
    callOnInstances,
    wasmMemories: () =>
      callOnInstances<number[]>(
        "WebAssembly.Memory.prototype",
        "function () { return this.map((memory) => memory.buffer.byteLength); }",
      ),
    async snapshot(file) {
      const out = fs.createWriteStream(file);
      const listener = (message: { method?: string; params?: { chunk?: string } }) => {
        if (message.method === "HeapProfiler.addHeapSnapshotChunk") out.write(message.params!.chunk!);
      };
      listeners.add(listener);
      try {
        await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      } finally {
        listeners.delete(listener);
        await new Promise((resolve) => out.end(resolve));
      }
    },
    close: () => socket.close(),
  };
}
