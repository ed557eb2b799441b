// Worker-thread entry of the server renderer (built to client/dist-ssr/first-screen-worker.js). The gateway runs
// it in a plain Node worker: rendering stays off the thread that answers the API, and the bundle is loaded
// without the gateway's TypeScript loader (which held ~240 MB for this 2.6 MB file). Queries go back to the
// gateway, which runs them against its schema and content cache.
import { parentPort } from "node:worker_threads";
import type { DocumentNode } from "@apollo/client";
import { FIRST_SCREEN_STATE_ID } from "./first-screen.ts";
import type { PageHead } from "./page-head.ts";
import { renderFirstScreen, type ExecutionResult, type RenderTarget } from "./render-first-screen.tsx";

export type ToWorker =
  ({ type: "render"; renderId: number } & RenderTarget) | { type: "result"; queryId: number; result: ExecutionResult };

export type FromWorker =
  | {
      type: "query";
      queryId: number;
      query: DocumentNode;
      variables: Record<string, unknown>;
      operationName?: string;
      /** The page's language: the gateway reads course texts in it. */
      language?: string;
    }
  | {
      type: "rendered";
      renderId: number;
      screen: { html: string; state: unknown; stateId: string; head: PageHead } | null;
    }
  | { type: "failed"; renderId: number; message: string };

const port = parentPort!;
const pending = new Map<number, (result: ExecutionResult) => void>();
let nextQuery = 0;
const send = (message: FromWorker) => port.postMessage(message);

const queriesIn =
  (language?: string) => (query: DocumentNode, variables: Record<string, unknown>, operationName?: string) => {
    const queryId = ++nextQuery;
    return new Promise<ExecutionResult>((resolve) => {
      pending.set(queryId, resolve);
      send({ type: "query", queryId, query, variables, operationName, language });
    });
  };

port.on("message", (message: ToWorker) => {
  if (message.type === "result") {
    pending.get(message.queryId)?.(message.result);
    pending.delete(message.queryId);
    return;
  }
  renderFirstScreen(message, queriesIn(message.language)).then(
    (screen) =>
      send({
        type: "rendered",
        renderId: message.renderId,
        screen: screen && { ...screen, stateId: FIRST_SCREEN_STATE_ID },
      }),
    (error: unknown) =>
      send({
        type: "failed",
        renderId: message.renderId,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
