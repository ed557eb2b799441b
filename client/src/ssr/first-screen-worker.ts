// Worker-thread entry of the server renderer (built to client/dist-ssr/first-screen-worker.js). The gateway runs
// it in a plain Node worker: rendering stays off the thread that answers the API, and the bundle is loaded
// without the gateway's TypeScript loader (which held ~240 MB for this 2.6 MB file). Queries go back to the
// gateway, which runs them against its schema and content cache.
import { parentPort } from "node:worker_threads";
import type { DocumentNode } from "@apollo/client";
import { FIRST_SCREEN_STATE_ID } from "./first-screen.ts";
import type { AppConfig } from "../lib/config.ts";
import type { FromWorker, QueryResult, ToWorker } from "./first-screen-protocol.ts";
import { renderFirstScreen } from "./render-first-screen.tsx";

const port = parentPort!;
const pending = new Map<number, (result: QueryResult) => void>();
let nextQuery = 0;
const send = (message: FromWorker) => port.postMessage(message);

const queriesIn =
  (language?: string) => (query: DocumentNode, variables: Record<string, unknown>, operationName?: string) => {
    const queryId = ++nextQuery;
    return new Promise<QueryResult>((resolve) => {
      pending.set(queryId, resolve);
      send({ type: "query", queryId, query, variables, operationName, language });
    });
  };

port.on("message", (message: ToWorker<AppConfig>) => {
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
