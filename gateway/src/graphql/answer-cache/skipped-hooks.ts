// What a trusted id's lean execution (trusted-operations.ts) does not run: Yoga's hooks of a request around
// execution. For the plugins yoga.ts declares moot for a trusted id they are (the document was parsed and
// validated at start, its parameters are checked by paramsOf, the context is Yoga's `context` option); a plugin
// added anywhere else with one of these hooks (a result rewriter, a context extension, tracing) would be silently
// skipped, so it turns the lean execution off instead. Plugins are compared by their hooks' source text: Yoga
// builds its own plugins afresh per instance, so the same plugin in two instances has the same text, not identity.
import type { YogaServerInstance } from "graphql-yoga";

/** Hooks run by Yoga's operation pipeline (getResultForParams) and envelop's enveloping, but not by its execute. */
const SKIPPED = [
  "onParams",
  "onExecutionResult",
  "onEnveloped",
  "onParse",
  "onValidate",
  "onContextBuilding",
  "instrumentation",
] as const;

function skippedHooks(yoga: YogaServerInstance<never, never> | object): string[] {
  // Yoga keeps its plugins, built-in and given, after enveloping them (envelop adds those a plugin adds itself).
  const plugins = (yoga as { plugins?: Record<string, unknown>[] }).plugins;
  if (!Array.isArray(plugins)) throw new Error("Yoga no longer lists its plugins: trusted ids cannot be checked");
  return plugins.flatMap((plugin) =>
    SKIPPED.filter((hook) => plugin?.[hook] !== undefined).map((hook) => `${hook}: ${sourceOf(plugin[hook])}`),
  );
}

const sourceOf = (hook: unknown): string =>
  typeof hook === "function"
    ? hook.toString()
    : JSON.stringify(Object.entries(hook as object).map(([name, part]) => [name, String(part)]));

/** The skipped hooks of `yoga` that `moot` has not (each counted: a second copy of a plugin is not accounted for). */
export function unaccountedHooks(yoga: object, moot: object): string[] {
  const left = new Map<string, number>();
  for (const hook of skippedHooks(moot)) left.set(hook, (left.get(hook) ?? 0) + 1);
  return skippedHooks(yoga).filter((hook) => {
    const count = left.get(hook) ?? 0;
    left.set(hook, count - 1);
    return count <= 0;
  });
}
