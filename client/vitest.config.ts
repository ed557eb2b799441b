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
  },
});
