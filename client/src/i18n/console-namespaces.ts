/**
 * Namespaces of screens only staff open (`admin` and `admin-<section>`): grouped into the console's own catalogue
 * chunk (vite.config.ts) and loaded when a console screen asks for them, not before the first render.
 */
export const isConsoleNamespace = (namespace: string) => namespace === "admin" || namespace.startsWith("admin-");
