// A real S3-compatible server (s3rver) on loopback for tests: a random port, a temporary directory, one bucket.
// Tests point a gateway at it with `env`, stop it to see how the product copes with an unreachable store, and
// start it again on the same port.
import fs from "node:fs";
import type { IncomingMessage } from "node:http";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The gateway's variables for this server (STORAGE=s3 and the S3_* settings). */
  env: Record<string, string>;
  /**
   * Requests received ("DELETE /bucket/key?uploadId=..."). s3rver 3.7 answers AbortMultipartUpload with 405 and
   * keeps the parts, so tests check that the adapter asked for the abort rather than what s3rver kept.
   */
  requests: string[];
  /** Stops answering: the port refuses connections until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = "vidyapath-test"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  let port = 0;
  let server: S3rver | null = null;
  const requests: string[] = [];
  const start = async () => {
    server = new S3rver({ address: "127.0.0.1", port, directory, silent: true, configureBuckets: [{ name: bucket }] });
    port = (await server.run()).port;
    server.httpServer?.on("request", (request: IncomingMessage) => requests.push(`${request.method} ${request.url}`));
  };
  const stop = async () => {
    const running = server;
    server = null;
    if (!running?.httpServer) return;
    const closed = running.close();
    // Keep-alive sockets would otherwise keep answering until they idle out.
    running.httpServer.closeAllConnections();
    await closed;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    requests,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
