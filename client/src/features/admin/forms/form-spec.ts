// Field descriptions shared by the console's forms, and the client-side checks of the server's input rules (the same
// numbers: schema/src/input-limits.ts, test/input-limits.contract.test.ts), so most mistakes show before a round trip.
import type { TFunction } from "i18next";

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export type FieldErrors = Record<string, string>;

/**
 * The one shape of the console's validators: the values as typed and the screen's `t`, to the errors by field
 * (none when valid). Texts are in the reader's language because `t` is the screen's.
 */
export type Validator<Values, Errors> = (values: Values, t: TFunction) => Errors;

// The form components show label, helperText and optionLabels as they are: specs written with catalogue keys pass
// through translateFields first (ListingSection does it for the listings).
interface BaseField {
  name: string;
  label: string;
  required?: boolean;
  /** Required only while the named field has a value (a picture's text alternative). */
  requiredWith?: string;
  helperText?: string;
}

export type FieldSpec =
  | (BaseField & { kind: "text" | "multiline"; max: number })
  | (BaseField & { kind: "url" | "email" | "date" | "datetime" | "checkbox" })
  /** optionLabels: what the menu shows for a stored option (by default the option itself). */
  | (BaseField & { kind: "select"; options: readonly string[]; optionLabels?: Readonly<Record<string, string>> })
  | (BaseField & { kind: "integer"; min: number; max: number })
  | (BaseField & { kind: "chips"; maxItems: number; itemMax: number })
  /** A picture uploaded when chosen: `upload` stores it and answers the address the value then holds. */
  | (BaseField & { kind: "image"; upload: (file: File) => Promise<string> });

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function checkText(spec: FieldSpec, text: string, t: TFunction): string | null {
  switch (spec.kind) {
    case "text":
    case "multiline":
      return text.length > spec.max ? t("admin:validation.maxChars", { max: spec.max }) : null;
    case "url":
      return isHttpUrl(text) ? null : t("admin:validation.url");
    case "email":
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? null : t("admin:validation.email");
    case "select": {
      const shown = spec.options.map((option) => spec.optionLabels?.[option] ?? option);
      return spec.options.includes(text) ? null : t("admin:validation.oneOf", { options: shown.join(", ") });
    }
    case "integer": {
      const number = Number(text);
      const inRange = /^-?\d+$/.test(text) && number >= spec.min && number <= spec.max;
      return inRange ? null : t("admin:validation.range", { min: spec.min, max: spec.max });
    }
    case "date":
    case "datetime":
      return Number.isNaN(new Date(text).getTime()) ? t("admin:validation.date") : null;
    default:
      return null;
  }
}

function checkField(spec: FieldSpec, values: FormValues, t: TFunction): string | null {
  const value = values[spec.name];
  if (spec.kind === "checkbox" || spec.kind === "image") return null;
  if (spec.kind === "chips") {
    const items = Array.isArray(value) ? value : [];
    if (spec.required && items.length === 0)
      return t("admin:validation.atLeastOne", { label: spec.label.toLowerCase() });
    if (items.length > spec.maxItems) return t("admin:validation.maxEntries", { max: spec.maxItems });
    return items.some((item) => item.length > spec.itemMax)
      ? t("admin:validation.entryLength", { max: spec.itemMax })
      : null;
  }
  const text = typeof value === "string" ? value.trim() : "";
  const required = spec.required || (spec.requiredWith !== undefined && !!optionalText(values[spec.requiredWith]));
  if (!text) return required ? t("admin:validation.required", { label: spec.label }) : null;
  return checkText(spec, text, t);
}

/** The validator of a form described by `specs`. */
export const fieldsValidator =
  (specs: readonly FieldSpec[]): Validator<FormValues, FieldErrors> =>
  (values, t) => {
    const errors: FieldErrors = {};
    for (const spec of specs) {
      const message = checkField(spec, values, t);
      if (message) errors[spec.name] = message;
    }
    return errors;
  };

/** The specs with their texts, written as catalogue keys, in the page's language. */
export function translateFields(specs: readonly FieldSpec[], t: TFunction): FieldSpec[] {
  return specs.map((spec) => {
    const texts = { label: t(spec.label), helperText: spec.helperText && t(spec.helperText) };
    if (spec.kind !== "select" || !spec.optionLabels) return { ...spec, ...texts };
    const optionLabels = Object.fromEntries(Object.entries(spec.optionLabels).map(([option, key]) => [option, t(key)]));
    return { ...spec, ...texts, optionLabels };
  });
}

export const blankValues = (specs: readonly FieldSpec[]): FormValues =>
  Object.fromEntries(
    specs.map((spec) => [spec.name, spec.kind === "checkbox" ? false : spec.kind === "chips" ? [] : ""]),
  );

/** A trimmed text value, or null when left blank (optional inputs). */
export function optionalText(value: FieldValue | undefined): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text || null;
}

export const requiredText = (value: FieldValue | undefined): string => (typeof value === "string" ? value.trim() : "");
