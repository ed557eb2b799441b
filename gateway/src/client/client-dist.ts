// Where the built web client is, if it has been built: the gateway serves the API without it.
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config/env.ts";

export function clientDistDir(config: Config): string | null {
  const dir = path.resolve(config.CLIENT_DIST ?? path.join(import.meta.dirname, "../../../client/dist"));
  return fs.existsSync(path.join(dir, "index.html")) ? dir : null;
}
