import type { z } from "zod";

/**
 * One way to parse, validate and answer a form (issue #13 item 3), for the browser and the
 * server alike. It imports no zod at run time (the schemas bring their own), so a page can
 * use the answer types and helpers without downloading a validator.
 *
 * - `parseForm(schema, formData)`: FormData → the schema's output, or every field's first error.
 * - `FormResult`: the one answer shape of every form action.
 * - `constraints(schema)`: `required`, `minLength`, `maxLength` of each field, read from the schema,
 *   for the inputs to spread (the limits are never typed twice).
 */

/** What was typed, echoed after a refusal so that nothing is lost when the answer is a new page (no JavaScript). */
export type FormValues = Record<string, string | string[]>;
export type FieldErrors = Record<string, string>;

/** A toast the page shows for the answer (the same fields as the redirect toast cookie's). */
export interface FormToast {
  type: "success" | "error" | "info";
  title: string;
  description?: string;
  durationMs?: number;
}

interface Answer {
  /** Which of a page's forms answered, where a page has several (profile page, settings). */
  intent?: string;
  /** One sentence for the whole form: a success note, or a refusal no single field explains. */
  message?: string;
  toasts?: FormToast[];
}
export type FormSuccess<Extra extends object = object> = Answer & { status: "success" } & Extra;
export interface FormFailure extends Answer {
  status: "error";
  /** Field name → the first message for it (shown under the field, wired with `describedBy`). */
  fieldErrors: FieldErrors;
  values: FormValues;
}
/** The one answer shape of every form action. `Extra` is what a success carries besides (a 2FA set-up's codes). */
export type FormResult<Extra extends object = object> = FormSuccess<Extra> | FormFailure;

export type Parsed<T> = { status: "success"; data: T; values: FormValues } | { status: "error"; fieldErrors: FieldErrors; values: FormValues };

// No echoed field holds more than this (the longest field takes 5,000): a megabyte of hostile input is not sent back.
const ECHO_MAX = 5_000;
const ECHO_ITEMS_MAX = 200;
// A password is never sent back in a page.
const SECRET = /password/i;

type AnySchema = z.core.$ZodType;

/** The schema a form value is checked by, with optional/default/pipe/transform layers removed. */
function unwrap(schema: AnySchema): { base: AnySchema; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: AnySchema; in?: AnySchema; out?: AnySchema };
    if ((def.type === "optional" || def.type === "default" || def.type === "prefault" || def.type === "nullable") && def.innerType) {
      if (def.type !== "nullable") optional = true;
      current = def.innerType;
    } else if (def.type === "pipe" && def.in) {
      // A transform's input is what the form sends; `z.coerce` and `.transform` both end up here.
      current = (def.in._zod.def as { type: string }).type === "transform" && def.out ? def.out : def.in;
    } else {
      return { base: current, optional };
    }
  }
}

/** The object shape behind a schema (itself, or the object a `.refine`/`.transform` wraps). */
function shapeOf(schema: AnySchema): Record<string, AnySchema> {
  const { base } = unwrap(schema);
  const shape = (base._zod.def as { shape?: Record<string, AnySchema> }).shape;
  return shape ?? {};
}

function lengthChecks(schema: AnySchema): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of (schema._zod.def as { checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[] }).checks ?? []) {
    const def = check._zod.def;
    if (def.check === "min_length" && def.minimum !== undefined) out.min = Math.max(out.min ?? 0, def.minimum);
    if (def.check === "max_length" && def.maximum !== undefined) out.max = Math.min(out.max ?? Infinity, def.maximum);
    if (def.check === "length_equals" && def.length !== undefined) out.min = out.max = def.length;
  }
  return out;
}

const isArray = (schema: AnySchema) => (unwrap(schema).base._zod.def as { type: string }).type === "array";

/** FormData → the object a schema checks: repeated fields (chips) as arrays, the rest as their first string; files left out. */
export function formInput(schema: AnySchema, form: FormData): Record<string, unknown> {
  const shape = shapeOf(schema);
  const input: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const strings = form.getAll(key).filter((value): value is string => typeof value === "string");
    if (shape[key] && isArray(shape[key])) input[key] = strings;
    else if (strings.length > 0) input[key] = strings[0];
  }
  for (const [key, field] of Object.entries(shape)) if (isArray(field)) input[key] ??= [];
  return input;
}

/**
 * What was typed, for the form shown again: strings capped, passwords and files left out; with a
 * schema, only its fields (not the spam fields or an intent).
 */
export function echoValues(form: FormData, schema?: AnySchema): FormValues {
  const values: FormValues = {};
  const shape = schema ? shapeOf(schema) : undefined;
  for (const key of new Set(form.keys())) {
    if (SECRET.test(key) || (shape && !Object.hasOwn(shape, key))) continue;
    const strings = form
      .getAll(key)
      .filter((value): value is string => typeof value === "string")
      .map((value) => value.slice(0, ECHO_MAX));
    if (strings.length === 0) continue;
    values[key] = strings.length === 1 ? strings[0]! : strings.slice(0, ECHO_ITEMS_MAX);
  }
  return values;
}

/** Field name → its first message; an issue on the object itself goes under "form". */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** Parses a posted form with a schema: its output, or the first error of every field, with what was typed either way. */
export function parseForm<S extends z.core.$ZodType>(schema: S, form: FormData): Parsed<z.output<S>> {
  const values = echoValues(form, schema);
  const parsed = (schema as unknown as z.ZodType<z.output<S>>).safeParse(formInput(schema, form));
  if (parsed.success) return { status: "success", data: parsed.data, values };
  return { status: "error", fieldErrors: firstErrors(parsed.error.issues), values };
}

/** A refusal in the one shape. */
export function formFailure(
  values: FormValues,
  fieldErrors: FieldErrors = {},
  extra: Omit<FormFailure, "status" | "values" | "fieldErrors"> = {},
): FormFailure {
  return { status: "error", fieldErrors, values, ...extra };
}

/** A success in the one shape. */
export function formSuccess<Extra extends object = object>(message?: string, extra?: Answer & Extra): FormSuccess<Extra> {
  return { status: "success", ...(message === undefined ? {} : { message }), ...extra } as FormSuccess<Extra>;
}

/** A result's field errors ({} after a success or before any answer). */
export const errorsOf = (result: FormResult | null | undefined): FieldErrors => (result?.status === "error" ? result.fieldErrors : {});
/** What a refused form held ({} otherwise). */
export const valuesOf = (result: FormResult | null | undefined): FormValues => (result?.status === "error" ? result.values : {});
/** One echoed value as a string (a chip list joined is never wanted: use `listOf`). */
export const textOf = (values: FormValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === "string" ? value : undefined;
};
export const listOf = (values: FormValues, name: string): string[] | undefined => {
  const value = values[name];
  return value === undefined ? undefined : Array.isArray(value) ? value : [value];
};

export interface FieldConstraint {
  required?: true;
  minLength?: number;
  maxLength?: number;
}

/**
 * Each field's HTML constraints, read from the schema: `required` unless the field is optional or
 * has a default (a list: when it needs at least one), `minLength`/`maxLength` from its length checks.
 * Spread them on the input: `<TextField {...fields.businessName} />`.
 */
export function constraints<S extends z.core.$ZodType>(schema: S): Record<string, FieldConstraint> {
  const out: Record<string, FieldConstraint> = {};
  for (const [name, field] of Object.entries(shapeOf(schema))) {
    const { base, optional } = unwrap(field);
    const { min, max } = lengthChecks(base);
    const type = (base._zod.def as { type: string }).type;
    const constraint: FieldConstraint = {};
    if (!optional && (type !== "array" || (min ?? 0) > 0)) constraint.required = true;
    if (type === "string") {
      if (min !== undefined && min > 1) constraint.minLength = min;
      if (max !== undefined) constraint.maxLength = max;
    }
    out[name] = constraint;
  }
  return out;
}
