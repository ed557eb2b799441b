// Preloaded with --import by tracing's test: when the process exits, writes the CommonJS modules it loaded (every
// OpenTelemetry package is CommonJS) to the file LOADED_MODULES_FILE names.
import fs from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
process.on("exit", () => fs.writeFileSync(process.env.LOADED_MODULES_FILE, Object.keys(require.cache).join("\n")));
