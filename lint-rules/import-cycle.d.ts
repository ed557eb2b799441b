// Types of the import-cycle plugin (import-cycle.js) for the TypeScript that imports it (its test).
import type { ESLint } from "eslint";

declare const plugin: ESLint.Plugin;
export default plugin;
