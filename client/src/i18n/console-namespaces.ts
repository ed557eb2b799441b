/**
 * Namespaces of screens only staff open (`admin` and `admin-<section>`): grouped into the console's own catalogue
 * chunk (vite.config.ts) and loaded when a console screen asks for them, not before the first render.
 */
export const isConsoleNamespace = (namespace: string) => namespace === "admin" || namespace.startsWith("admin-");

/**
 * Learner namespaces of parts only a signed-in learner opens (the notification bell, docs/notifications.md): their
 * own catalogue chunk, loaded with those parts, so the anonymous first screen carries none of their text.
 */
export const isSignedInNamespace = (namespace: string) => namespace === "notifications";

/** Loaded when a screen asks for them rather than before the first render. */
export const isOnDemandNamespace = (namespace: string) =>
  isConsoleNamespace(namespace) || isSignedInNamespace(namespace);
