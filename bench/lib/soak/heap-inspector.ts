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
  return {
    async memory() {
      const result = (await call("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      return JSON.parse(result.result.value) as MemoryUsage;
    },
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
