import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bootStageGroups, bootStagePreloads, type ChunkLinks } from "./boot-stages.ts";

const graph = (chunks: Record<string, Partial<ChunkLinks>>) => (file: string) =>
  chunks[file]
    ? {
        name: file.replace(/\.js$/, ""),
        imports: chunks[file].imports ?? [],
        dynamicImports: chunks[file].dynamicImports ?? [],
      }
    : null;

describe("boot stage preloads", () => {
  it("name every chunk the entry's stages need, with their static imports, and nothing the HTML already loads", () => {
    const chunks = graph({
      "entry.js": { imports: ["index.js"] },
      "index.js": { imports: ["runtime.js"], dynamicImports: ["boot-react.js", "boot-app.js"] },
      "boot-react.js": { imports: ["runtime.js"] },
      "boot-app.js": { imports: ["boot-react.js", "boot-theme.js"], dynamicImports: ["catalogue.route.js"] },
      "boot-theme.js": { imports: ["boot-react.js"] },
      "catalogue.route.js": { imports: ["Card.js"] },
    });
    expect(bootStagePreloads("entry.js", chunks).sort()).toEqual(["boot-app.js", "boot-react.js", "boot-theme.js"]);
  });

  it("leave lazy screens to load when they are opened", () => {
    const chunks = graph({
      "entry.js": { dynamicImports: ["boot-app.js"] },
      "boot-app.js": { dynamicImports: ["admin.route.js"] },
    });
    expect(bootStagePreloads("entry.js", chunks)).toEqual(["boot-app.js"]);
  });

  it("leave what the entry imports after the page's load (the service worker's registration) to load then", () => {
    const chunks = graph({
      "entry.js": { imports: ["index.js"] },
      "index.js": { dynamicImports: ["worker-registration.js", "boot-react.js"] },
      "worker-registration.js": {},
      "boot-react.js": {},
    });
    expect(bootStagePreloads("entry.js", chunks)).toEqual(["boot-react.js"]);
  });
});

describe("boot stages", () => {
  const chunkOf = (id: string) =>
    bootStageGroups.find(({ test }) => (typeof test === "function" ? test(id) : test.test(id)))?.name;
  const source = (file: string) => fs.readFileSync(path.join(import.meta.dirname, "..", "src", file), "utf8");

  it("are the modules main.tsx imports stage by stage, each named in src/boot-stages.ts", () => {
    const staged = [...source("main.tsx").matchAll(/\bimport\("([^"]+)"\)/g)].map((match) => match[1]);
    const named = [...source("boot-stages.ts").matchAll(/^export \* as \w+ from "([^"]+)";$/gm)].map(
      (match) => match[1],
    );
    expect(staged.length).toBeGreaterThan(3);
    expect(new Set(named)).toEqual(new Set(staged));
  });

  it("keep in the entry exactly the modules main.tsx imports statically, so no stage is evaluated before its turn", () => {
    const src = path.join(import.meta.dirname, "..", "src");
    const staticImports = (file: string) =>
      [...fs.readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*?from "(\.[^"]+)";$/gm)].map((match) =>
        path.resolve(path.dirname(file), match[1]),
      );
    const closure = new Set<string>();
    const pending = [path.join(src, "main.tsx")];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (closure.has(file)) continue;
      closure.add(file);
      pending.push(...staticImports(file));
    }
    const inEntry = (fs.readdirSync(src, { recursive: true }) as string[])
      .map((file) => path.join(src, file))
      .filter((file) => chunkOf(file) === "index");
    expect(inEntry.sort()).toEqual([...closure].sort());
  });

  it("put each library in the chunk of the stage that evaluates it, and the entry's own modules in the entry", () => {
    const src = "/app/client/src";
    const modules = "/app/node_modules";
    expect(chunkOf(`${src}/main.tsx`)).toBe("index");
    expect(chunkOf(`${modules}/react-dom/cjs/react-dom-client.production.js`)).toBe("boot-react");
    expect(chunkOf(`${modules}/@emotion/react/dist/emotion-react.browser.esm.js`)).toBe("boot-styles");
    expect(chunkOf(`${modules}/@mui/material/Button/Button.js`)).toBe("boot-theme");
    expect(chunkOf(`${src}/app/theme.ts`)).toBe("boot-theme");
    expect(chunkOf(`${modules}/i18next/dist/esm/i18next.js`)).toBe("boot-i18n");
    expect(chunkOf(`${modules}/@apollo/client/cache/inmemory/inMemoryCache.js`)).toBe("boot-apollo");
    expect(chunkOf(`${src}/app/router.tsx`)).toBe("boot-app");
    expect(chunkOf(`${src}/boot-stages.ts`)).toBeUndefined();
    expect(chunkOf("/app/client/index.html?html-proxy&index=0.js")).toBeUndefined();
  });
});
