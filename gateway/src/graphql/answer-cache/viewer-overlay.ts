// The viewer overlay (decision 026): an answer executed for an anonymous viewer with each batched viewer field's
// parent key beside it (overlayPlan in @app/schema) is kept as two things: the anonymous answer itself (the keys
// taken out) and a template of its /graphql text with a hole where each viewer field's value goes. A signed-in
// reader's answer is the template with its own values: one batch load per viewer field for all the keys of the
// answer, then a join of strings; nothing is executed and the kept answer is never written to.
import crypto from "node:crypto";
import type { Context, OverlayField, OverlayPlan } from "@app/schema";

interface Slot {
  field: OverlayField;
  key: string;
}

export interface OverlayTemplate {
  /** The answer's `{ data }` text around the holes: `parts[i]`, then slot `holes[i]`'s value, ..., then the last part. */
  parts: string[];
  holes: Slot[];
}

export interface PreparedAnswer {
  /** The anonymous viewer's data: what was executed, without the key aliases. */
  data: unknown;
  /** Undefined when a key is missing or not a scalar: signed-in readers then read through. */
  template?: OverlayTemplate;
}

interface Found {
  target: Record<string, unknown>;
  field: OverlayField;
  key: unknown;
}

/** Splits an executed answer into the anonymous answer and the template signed-in readers are answered from. */
export function prepareOverlay(plan: OverlayPlan, executed: unknown): PreparedAnswer {
  const found: Found[] = [];
  const data = withoutKeys(executed, plan, found);
  if (found.some(({ key }) => typeof key !== "string" && typeof key !== "number")) return { data };
  // Each hole is marked by a string no answer can hold (a fresh random token), so the text splits exactly there.
  const marker = crypto.randomUUID();
  const saved = found.map(({ target, field }) => target[field.responseName]);
  found.forEach(({ target, field }, index) => (target[field.responseName] = `${marker}:${index}`));
  const text = JSON.stringify({ data });
  found.forEach(({ target, field }, index) => (target[field.responseName] = saved[index]));
  const pieces = text.split(new RegExp(`"${marker}:(\\d+)"`));
  const parts: string[] = [];
  const holes: Slot[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 0) return parts.push(piece);
    const { field, key } = found[Number(piece)];
    holes.push({ field, key: String(key) });
  });
  return { data, template: { parts, holes } };
}

/**
 * The /graphql text of the template for `context`'s viewer, or undefined when a load fails or gives a value its
 * field cannot take: the caller then executes the request, which answers whatever the error is.
 */
export async function overlayText(template: OverlayTemplate, context: Context): Promise<string | undefined> {
  const keysOf = new Map<OverlayField, Set<string>>();
  for (const { field, key } of template.holes) {
    const keys = keysOf.get(field) ?? new Set<string>();
    keysOf.set(field, keys.add(key));
  }
  const values = new Map<OverlayField, Map<string, unknown>>();
  try {
    await Promise.all(
      [...keysOf].map(async ([field, keySet]) => {
        const keys = [...keySet];
        const loaded = await field.batch.load(context, keys);
        values.set(field, new Map(keys.map((key, index) => [key, loaded[index]])));
      }),
    );
  } catch {
    return undefined;
  }
  let text = template.parts[0];
  for (let index = 0; index < template.holes.length; index++) {
    const { field, key } = template.holes[index];
    const value = values.get(field)?.get(key);
    const serialised = value == null ? null : serialise(field, value);
    if (serialised === undefined || (serialised === null && field.nonNull)) return undefined;
    text += JSON.stringify(serialised) + template.parts[index + 1];
  }
  return text;
}

/** The value as execution would put it in the answer (the field's scalar or enum serialiser). */
function serialise(field: OverlayField, value: unknown): unknown {
  try {
    return field.type.serialize(value);
  } catch {
    return undefined;
  }
}

/** A copy of the executed data without the key aliases; each alias found is recorded with the object it sat in. */
function withoutKeys(value: unknown, plan: OverlayPlan, found: Found[]): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutKeys(item, plan, found));
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  const keys: [OverlayField, unknown][] = [];
  for (const [name, item] of Object.entries(value)) {
    const field = plan.fields.get(name);
    if (field) keys.push([field, item]);
    else copy[name] = withoutKeys(item, plan, found);
  }
  for (const [field, key] of keys) found.push({ target: copy, field, key });
  return copy;
}
