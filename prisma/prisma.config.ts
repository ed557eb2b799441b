// Prisma 6.19 CLI configuration: the JS engine runs migrations through a driver adapter, because the native
// schema-engine binary cannot be downloaded on our machines (docs/decisions/001-prisma-6-js-engine.md).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { openAdapterFactory } from "./src/adapter.ts";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(import.meta.dirname, "schema.prisma"),
  async adapter() {
    return openAdapterFactory();
  },
});
