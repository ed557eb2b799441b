import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Component tests in jsdom. react-pdf cannot load under Node (TOOLCHAIN.md), so the PDF viewer stays behind a seam.
export default defineConfig({
  plugins: [react()],
  test: {
    name: "client",
    root: import.meta.dirname,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
    testTimeout: 20_000,
  },
});
