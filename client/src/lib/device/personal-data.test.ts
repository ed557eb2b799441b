import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  CACHES,
  cacheRule,
  DATABASES,
  databaseRule,
  LOCAL_KEYS,
  localKeyRule,
  wipePersonalData,
  type DeviceStorage,
} from "./personal-data.ts";

/** A device's Cache Storage and IndexedDB as plain maps: the rules are what is tested here (the browser's in e2e). */
function deviceWith(
  cacheEntries: Record<string, string[]>,
  databases: Record<string, Record<string, unknown[]>>,
): DeviceStorage & {
  caches: Map<string, string[]>;
  databases: Map<string, Record<string, unknown[]>>;
  push: { subscribed: boolean };
} {
  const cacheMap = new Map(Object.entries(cacheEntries));
  const databaseMap = new Map(Object.entries(databases));
  const push = { subscribed: true };
  return {
    caches: cacheMap,
    databases: databaseMap,
    push,
    endPushSubscription: async () => void (push.subscribed = false),
    cacheNames: async () => [...cacheMap.keys()],
    deleteCache: async (name) => void cacheMap.delete(name),
    deleteCacheEntries: async (name, drop) =>
      void cacheMap.set(
        name,
        (cacheMap.get(name) ?? []).filter((url) => !drop(new URL(url))),
      ),
    databaseNames: async () => [...databaseMap.keys()],
    deleteDatabase: async (name) => void databaseMap.delete(name),
    filterStore: async (database, store, keep) => {
      const stores = databaseMap.get(database);
      if (stores?.[store]) stores[store] = stores[store].filter(keep);
    },
  };
}

const at = (pathname: string) => `https://vidyapath.example${pathname}`;

describe("wipePersonalData", () => {
  it("deletes the learner's caches and records, keeps the public ones and seals what is not yet sent", async () => {
    const device = deviceWith(
      {
        "workbox-precache-v2-https://vidyapath.example/": [at("/index.html")],
        pages: [at("/courses"), at("/certificates/verify/VP-ABCD1234")],
        config: [at("/config.json")],
        "pdf-worker": [at("/pdf.worker.min.mjs")],
        "graphql-public": [at("/__sw/graphql/anonymous/Courses/1")],
        "graphql-personal": [at("/__sw/graphql/user-1/Me/1")],
        files: [at("/api/files/avatars/1.webp"), at("/api/certificates/VP-ABCD1234.pdf")],
        "public-api": [at("/api/courses"), at("/api/certificates/VP-OLDER123.pdf")],
        "packs-user-1": [at("/api/files/videos/1/144/seg000.ts")],
        // A cache nobody classified: treated as personal.
        "someone-forgot": [at("/api/whatever")],
      },
      {
        "vidyapath-packs": { packs: [{ id: "user-1|l1" }], chunks: [{ packId: "user-1|l1" }] },
        "vidyapath-mock-tests": {
          answers: [
            { attemptId: "a1", questionId: "q1", synced: true },
            { attemptId: "a2", questionId: "q1", synced: false },
          ],
        },
        "vidyapath-outbox": { progress: [{ userId: "1", lessonId: "l1" }] },
        "workbox-expiration": { "cache-entries": [{ url: at("/api/files/avatars/1.webp") }] },
        "an-unknown-database": { things: [{}] },
      },
    );
    await wipePersonalData(device);

    expect([...device.caches.keys()].sort()).toEqual(
      [
        "config",
        "graphql-public",
        "pages",
        "pdf-worker",
        "public-api",
        "workbox-precache-v2-https://vidyapath.example/",
      ]
        .map(String)
        .sort(),
    );
    expect(device.caches.get("pages")).toEqual([at("/courses")]);
    expect(device.caches.get("public-api")).toEqual([at("/api/courses")]);
    expect(device.databases.get("vidyapath-packs")).toEqual({ packs: [], chunks: [] });
    expect(device.databases.get("vidyapath-mock-tests")).toEqual({
      answers: [{ attemptId: "a2", questionId: "q1", synced: false }],
    });
    expect(device.databases.get("vidyapath-outbox")).toEqual({ progress: [{ userId: "1", lessonId: "l1" }] });
    expect(device.databases.get("workbox-expiration")).toEqual({ "cache-entries": [] });
    expect(device.databases.has("an-unknown-database")).toBe(false);
    expect(device.push.subscribed).toBe(false);
  });

  it("runs again without harm (the page and the worker both run it)", async () => {
    const device = deviceWith({ files: [at("/api/files/a.png")] }, {});
    await wipePersonalData(device);
    await wipePersonalData(device);
    expect(device.caches.size).toBe(0);
  });
});

// Every cache, database, store and localStorage key the client's code names must be classified above: a new one added
// without a thought for the next learner on a shared phone fails here.
const SOURCE = path.resolve(import.meta.dirname, "../..");

/** Arguments that name no store themselves, each with why it needs no rule of its own. */
const GENERIC: Record<string, string[]> = {
  // lazyDatabase's own open of the name its caller gives.
  "lib/idb.ts": ["name"],
  // The wipe itself, over whatever the device holds.
  "lib/device/personal-data.ts": ["name"],
  // fetchAndKeep's parameter: the graphql-public or graphql-personal cache, both named in the same file.
  "sw/graphql-cache.ts": ["cacheName"],
  // Looks through the pack caches (packs-*) the device holds.
  "sw/file-cache.ts": ["name"],
  // Removes the personal keys the device holds, by their rules.
  "lib/device/sign-out.ts": ["name"],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" || entry.name === "gql" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = sourceFiles(SOURCE).map((file) => ({
  name: path.relative(SOURCE, file).split(path.sep).join("/"),
  text: fs.readFileSync(file, "utf8"),
}));

/** `const NAME = "value"` and `const name = (x) => \`prefix${x}\`` of a file, for resolving an argument. */
function constantsOf(text: string) {
  const values = new Map<string, string>();
  for (const match of text.matchAll(/const\s+(\w+)\s*=\s*"([^"]+)"/g)) values.set(match[1], match[2]);
  for (const match of text.matchAll(/const\s+(\w+)\s*=\s*\([^)]*\)\s*=>\s*`([^`$]*)\$\{/g))
    values.set(match[1], match[2]);
  return values;
}
const everyConstant = new Map(files.flatMap((file) => [...constantsOf(file.text)]));

/** The name an argument gives: a literal, a constant, or a name-making function's prefix; null when none. */
function resolve(file: { name: string; text: string }, argument: string): string | null {
  const expression = argument.trim();
  const literal = /^["'`]([^"'`$]+)["'`]$/.exec(expression);
  if (literal) return literal[1];
  const identifier = /^(\w+)(\(.*\))?$/.exec(expression)?.[1];
  if (!identifier) return null;
  return constantsOf(file.text).get(identifier) ?? everyConstant.get(identifier) ?? null;
}

function named(pattern: RegExp) {
  const found: { file: string; name: string | null; expression: string }[] = [];
  for (const file of files)
    for (const match of file.text.matchAll(pattern)) {
      const expression = match[1].trim();
      if (GENERIC[file.name]?.includes(expression)) continue;
      found.push({ file: file.name, name: resolve(file, expression), expression });
    }
  return found;
}

describe("every store the client names is classified", () => {
  it("finds the stores it knows about (the scan itself works)", () => {
    const caches = named(/cacheName:\s*(?!string\b)([\w"'-]+)/g).map((found) => found.name);
    expect(caches).toEqual(expect.arrayContaining(["pages", "config", "pdf-worker", "graphql-personal"]));
    expect(named(/lazyDatabase\(\s*([\w"'-]+)\s*,/g).map((found) => found.name)).toEqual(
      expect.arrayContaining(["vidyapath-packs", "vidyapath-outbox"]),
    );
  });

  it("Cache Storage caches", () => {
    const found = [
      ...named(/caches\.(?:open|delete)\(\s*([\w"'.:-]+(?:\([^()]*\))?)\s*\)/g),
      ...named(/cacheName:\s*(?!string\b)([\w"'-]+)/g),
      ...named(/new CacheExpiration\(\s*([\w"'-]+)/g),
    ];
    const unknown = found.filter((store) => store.name === null || !cacheRule(store.name));
    expect(unknown.map((store) => `${store.file}: ${store.expression}`)).toEqual([]);
  });

  it("IndexedDB databases and their stores", () => {
    const problems: string[] = [];
    for (const file of files) {
      const databases = [...file.text.matchAll(/lazyDatabase\(\s*([\w"'-]+)\s*,/g)].map((match) =>
        resolve(file, match[1]),
      );
      const stores = [...file.text.matchAll(/createObjectStore\(\s*([\w"'-]+)/g)].map((match) =>
        resolve(file, match[1]),
      );
      for (const database of databases) {
        const rule = database ? databaseRule(database) : undefined;
        if (!rule) problems.push(`${file.name}: database ${database}`);
        for (const store of stores)
          if (rule && (!store || !rule.stores[store])) problems.push(`${file.name}: ${store}`);
      }
      if (!databases.length && stores.length) problems.push(`${file.name}: stores outside lazyDatabase`);
      if (/indexedDB\.open\(/.test(file.text) && !GENERIC[file.name]) problems.push(`${file.name}: indexedDB.open`);
      // Workbox keeps the expiration's timestamps in a database of its own.
      if (/new CacheExpiration\(/.test(file.text) && !databaseRule("workbox-expiration"))
        problems.push(`${file.name}: workbox-expiration`);
    }
    expect(problems).toEqual([]);
  });

  it("localStorage keys", () => {
    const found = named(/localStorage\.(?:getItem|setItem|removeItem)\(\s*([\w"'.:-]+(?:\([^()]*\))?)/g);
    const unknown = found.filter((key) => key.name === null || !localKeyRule(key.name));
    expect(unknown.map((key) => `${key.file}: ${key.expression}`)).toEqual([]);
  });

  it("names nothing the code no longer uses", () => {
    const text = files
      .filter((file) => file.name !== "lib/device/personal-data.ts")
      .map((file) => file.text)
      .join("\n");
    const used = (name: string) => ['"', "'", "`"].some((quote) => text.includes(`${quote}${name}`));
    const stale = [
      ...CACHES.filter((rule) => !rule.name.startsWith("workbox-")).map((rule) => rule.name),
      ...DATABASES.filter((rule) => !rule.name.startsWith("workbox-")).map((rule) => rule.name),
      ...LOCAL_KEYS.filter((rule) => !rule.identity).map((rule) => rule.name),
    ].filter((name) => !used(name));
    expect(stale).toEqual([]);
  });
});
