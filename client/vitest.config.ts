import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Component tests in jsdom. react-pdf cannot load under Node (TOOLCHAIN.md), so the PDF viewer stays behind a seam.
export default defineConfig({
  plugins: [react()],
  // tus-js-client names its browser build in package.json's "browser" field, which jsdom tests do not follow: without
  // this they would get the Node build (node:http), not the XMLHttpRequest one the browser runs.
  resolve: { alias: { "tus-js-client": "tus-js-client/lib.esm/browser/index.js" } },
  test: {
    name: "client",
    root: import.meta.dirname,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
    testTimeout: 20_000,
    // A worker keeps its modules from one file to the next, as the server project does (../vitest.config.ts):
    // loading React, MUI and Apollo afresh for each of ~120 files took 285 s against 65 s shared, and the files
    // pass in any order (checked with --sequence.shuffle), each rendering into a document cleaned after every test.
    isolate: false,
  },
});
