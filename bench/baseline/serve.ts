// The gateway the bench measures: started as `npm run serve` starts it (the script runs this file instead of
// gateway/src/main.ts when GATEWAY_MAIN names it), plus the raw-SQL floor routes every figure is compared with.
import { start } from "../../gateway/src/start.ts";
import { registerBaseline } from "./baseline.routes.ts";

await start((app) => registerBaseline(app.server, app.services));
