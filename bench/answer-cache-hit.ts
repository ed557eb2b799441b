// `npx tsx bench/answer-cache-hit.ts` (decision 039): what one hit of the gateway's answer cache costs this process,
// on the catalogue as the learner's app asks for it (the trusted `Courses` document), beside executing it and beside
// the work a hit of graphql-yoga's response cache (@graphql-yoga/plugin-response-cache over @envelop/response-cache,
// not installed here) does on the same path: the SHA-256 key it hashes through WebCrypto from the document text,
// operation name, variables and session, a lookup, and Yoga's serialisation of the answer, which that plugin
// leaves to every hit. That last line is a reconstruction from the plugin's source, not the plugin itself.
// In-process, over a real embedded database with CATALOGUE_COURSES published courses (default 100); printed, never
// stored: the figure moves with the machine's load, which it prints beside it.
import os from "node:os";
import { webcrypto } from "node:crypto";
import { performance } from "node:perf_hooks";
import { execute, getOperationAST, parse, type ExecutionArgs, type ExecutionResult } from "graphql";
import { toSchema, type Viewer } from "@app/schema";
import { startTestGateway } from "../gateway/test/start-gateway.ts";
import { writeCatalogue } from "../gateway/test/course-fixtures.ts";
import { signIn } from "../gateway/src/rest/rest-test-helpers.ts";
import { buildContext, resolveViewer } from "../gateway/src/graphql/context.ts";

const COURSES = Number(process.env.CATALOGUE_COURSES ?? 100);
const SECONDS = Number(process.env.HIT_SECONDS ?? 2);
// The catalogue as the client's trusted document sends it (client/src/gql/persisted-documents.json).
const QUERY =
  "query Courses { courses { __typename categories description id isEnrolled tags thumbnail thumbnailSources " +
  "{ __typename sources { __typename srcSet type } srcSet } title } }";

interface Figure {
  case: string;
  wallUs: number;
  cpuUs: number;
  bytes: number;
}

/** Runs `once` for SECONDS after a warm-up; wall and CPU time per call, in microseconds. */
async function measure(label: string, once: () => Promise<number>): Promise<Figure> {
  let bytes = 0;
  for (let index = 0; index < 200; index++) bytes = await once();
  const cpu = process.cpuUsage();
  const began = performance.now();
  let calls = 0;
  while (performance.now() - began < SECONDS * 1000) {
    for (let index = 0; index < 50; index++) bytes = await once();
    calls += 50;
  }
  const wall = performance.now() - began;
  const used = process.cpuUsage(cpu);
  return { case: label, wallUs: (wall * 1000) / calls, cpuUs: (used.user + used.system) / calls, bytes };
}

/** JSON with object keys sorted, as fast-json-stable-stringify makes the plugin's variables part. */
function stableStringify(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableStringify(item)}`).join(",")}}`;
}

/** The plugin's default key (defaultBuildResponseCacheKey and hashSHA256 of @envelop/response-cache). */
async function responseCacheKey(query: string, operationName: string, variables: unknown, session: string) {
  const text = [query, operationName, stableStringify(variables ?? {}), session].join("|");
  const digest = new Uint8Array(await webcrypto.subtle.digest({ name: "SHA-256" }, new TextEncoder().encode(text)));
  let hash = "";
  for (const byte of digest) hash += byte.toString(16).padStart(2, "0");
  return hash;
}

async function main() {
  const load = os.loadavg();
  const gateway = await startTestGateway();
  try {
    const { services } = gateway.app;
    await writeCatalogue(services.db, COURSES);
    const learner = await signIn(gateway);
    const viewer = (await resolveViewer(services, `Bearer ${learner.token}`)) as Viewer;
    const client = () => ({ ip: "127.0.0.1", retryAfter: null });
    const schema = toSchema();
    const document = parse(QUERY);
    const operationName = getOperationAST(document)?.name?.value ?? "";
    const args = (who: Viewer | null): ExecutionArgs => ({
      schema,
      document,
      operationName,
      variableValues: {},
      contextValue: buildContext(services, who, client()),
    });
    const cached = services.contentCache.wrap(execute);
    // The first read executes and keeps the answer; every call below is a hit at the same content version.
    const first = (await cached(args(null))) as ExecutionResult & { stringify(sent: ExecutionResult): string };
    if (first.errors) throw new Error(`the catalogue failed: ${first.errors[0].message}`);

    const figures: Figure[] = [];
    figures.push(
      await measure("executed (no cache), serialised", async () => {
        const result = await execute(args(null));
        return Buffer.byteLength(JSON.stringify(result));
      }),
    );
    // Anonymous hits: the context is the request's anyway; building it is not the cache's cost.
    const anonymous = args(null);
    figures.push(
      await measure("ours, in Yoga's execute: kept answer and its kept text and bytes", async () => {
        const result = (await cached(anonymous)) as ExecutionResult & { stringify(sent: ExecutionResult): string };
        const text = result.stringify(result);
        return (services.contentCache.bytesOf(text) ?? Buffer.from(text)).length;
      }),
    );
    figures.push(
      await measure("ours, before Yoga: remembered bytes of a known document", async () => {
        const remembered = await services.contentCache.rememberedBytes({
          document,
          operationName,
          variables: {},
          viewer: null,
        });
        if (!remembered) throw new Error("no remembered answer");
        return remembered.bytes.length;
      }),
    );
    // A Map stands in for the plugin's LRU (lru-cache 11 here is the gateway's alone): a lookup either way.
    const theirs = new Map<string, ExecutionResult>();
    theirs.set(await responseCacheKey(QUERY, operationName, {}, ""), first);
    figures.push(
      await measure("response-cache plugin's hit work (reconstructed): SHA-256 key, lookup, serialise", async () => {
        const result = theirs.get(await responseCacheKey(QUERY, operationName, {}, ""));
        if (!result) throw new Error("no cached response");
        return Buffer.from(JSON.stringify(result)).length;
      }),
    );
    figures.push(
      await measure("ours, signed in: the overlay's template and one isEnrolled statement", async () => {
        const context = () => buildContext(services, viewer, client());
        const remembered = await services.contentCache.rememberedBytes({
          document,
          operationName,
          variables: {},
          viewer,
          context,
        });
        if (!remembered) throw new Error("no overlaid answer");
        return remembered.bytes.length;
      }),
    );

    console.log(
      `\nAnswer cache, one hit of the catalogue (${COURSES} courses) in-process; ${os.cpus().length} CPUs, ` +
        `load average ${load.map((value) => value.toFixed(2)).join(" ")} at the start, Node ${process.version}\n`,
    );
    console.log("| case | wall µs per call | CPU µs per call | answer bytes |");
    console.log("|---|---:|---:|---:|");
    for (const figure of figures)
      console.log(`| ${figure.case} | ${figure.wallUs.toFixed(1)} | ${figure.cpuUs.toFixed(1)} | ${figure.bytes} |`);
    console.log(
      `\nload average at the end: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    await gateway.close();
  }
}

await main();
