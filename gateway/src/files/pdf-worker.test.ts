// Where npm puts pdfjs-dist is its choice: hoisted to the root node_modules, under client/node_modules, or inside
// react-pdf's own node_modules. The gateway must serve the worker of the pdf.js the client's react-pdf imports
// (files.routes.test.ts checks the real install; these check the other layouts with a fixture tree).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { resolvePdfWorker } from "./files.routes.ts";

let root: string;
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}
function pdfjs(dir: string, version: string) {
  write(`${dir}/package.json`, JSON.stringify({ name: "pdfjs-dist", version, main: "build/pdf.mjs" }));
  write(`${dir}/build/pdf.worker.min.mjs`, `const version = "${version}";`);
}
function layout() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-worker-"));
  write("package.json", JSON.stringify({ name: "app", private: true, workspaces: ["gateway", "client"] }));
  write("gateway/package.json", JSON.stringify({ name: "@app/gateway" }));
  write("client/package.json", JSON.stringify({ name: "@app/client", dependencies: { "react-pdf": "10.5.0" } }));
  return path.join(root, "client/package.json");
}
function reactPdf(dir: string) {
  write(
    `${dir}/package.json`,
    JSON.stringify({ name: "react-pdf", exports: { ".": "./dist/index.js", "./*": "./*" } }),
  );
  write(`${dir}/dist/index.js`, "");
}
const workerIn = (dir: string) => fs.realpathSync(path.join(root, dir, "build/pdf.worker.min.mjs"));

describe("resolvePdfWorker", () => {
  it("finds pdfjs-dist installed under client/node_modules only (not hoisted to the root)", () => {
    const client = layout();
    reactPdf("client/node_modules/react-pdf");
    pdfjs("client/node_modules/pdfjs-dist", "5.4.296");
    expect(resolvePdfWorker(client)).toBe(workerIn("client/node_modules/pdfjs-dist"));
  });

  it("takes react-pdf's own pdfjs-dist over another version hoisted to the root", () => {
    const client = layout();
    reactPdf("node_modules/react-pdf");
    pdfjs("node_modules/pdfjs-dist", "6.3.289");
    pdfjs("node_modules/react-pdf/node_modules/pdfjs-dist", "5.4.296");
    expect(resolvePdfWorker(client)).toBe(workerIn("node_modules/react-pdf/node_modules/pdfjs-dist"));
  });

  it("finds the hoisted one when that is where npm put it", () => {
    const client = layout();
    reactPdf("node_modules/react-pdf");
    pdfjs("node_modules/pdfjs-dist", "5.4.296");
    expect(resolvePdfWorker(client)).toBe(workerIn("node_modules/pdfjs-dist"));
  });

  it("answers null without react-pdf or pdfjs-dist (the route then says the worker is not installed)", () => {
    const client = layout();
    pdfjs("node_modules/pdfjs-dist", "5.4.296");
    expect(resolvePdfWorker(client)).toBeNull();
    reactPdf("client/node_modules/react-pdf");
    fs.rmSync(path.join(root, "node_modules"), { recursive: true });
    expect(resolvePdfWorker(client)).toBeNull();
  });
});
