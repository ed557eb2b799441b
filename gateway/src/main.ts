// The gateway's entry point (`npm run serve`).
import { start } from "./start.ts";

await start();
