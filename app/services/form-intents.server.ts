import type { z } from "zod";
import { parseForm, type FieldErrors, type FormValues } from "~/lib/form";

/**
 * One way to write an action (issue #26 item 4, decision 0026): a route declares the forms it
 * takes, each by the `intent` it posts, with the schema of what it sends and what is done with it.
 * The posted intent picks one, its schema checks the fields (`parseForm`: every field's first
 * error, with what was typed), and only then does its `run` see the input, typed by the schema.
 * An intent the route does not take, or fields its schema refused, go to the route's `refuse`
 * (or the intent's own), so no handler starts from unchecked fields.
 */

/** Why a form was refused before any intent ran: an intent the route does not take (`intent` null), or fields its schema refused. */
export interface IntentRefusal {
  intent: string | null;
  fieldErrors: FieldErrors;
  values: FormValues;
}

type Answerer<Input, Args, Answer> = (input: Input, args: Args, form: FormData) => Answer | Promise<Answer>;

/** One form a route takes. */
export interface FormIntent<Args, Answer> {
  schema: z.core.$ZodType;
  run: Answerer<never, Args, Answer>;
  /** This form's own answer to refused fields (a 2FA code's keeps the set-up on the page), instead of the route's. */
  refused?: Answerer<IntentRefusal, Args, Answer>;
}

/** Declares one form: `run` gets what `schema` parsed, typed by it. */
export function intent<S extends z.core.$ZodType, Args, Answer>(
  schema: S,
  run: Answerer<z.output<S>, Args, Answer>,
  options: { refused?: Answerer<IntentRefusal, Args, Answer> } = {},
): FormIntent<Args, Answer> {
  return { schema, run: run as Answerer<never, Args, Answer>, refused: options.refused };
}

/**
 * A route's action as its forms: `(form, args)` → the chosen intent's answer, or `refuse`'s.
 * `args` is whatever the route's handlers share (the request context, the session, the profile).
 * `unnamed` is the intent of a form that posts none: the page's main form, when other clients post
 * it too (a password manager signs in with the email and password alone). An unknown name is still refused.
 */
export function intentAction<Args, Answer>(
  intents: Record<string, FormIntent<Args, Answer>>,
  refuse: Answerer<IntentRefusal, Args, Answer>,
  options: { unnamed?: string } = {},
): (form: FormData, args: Args) => Promise<Answer> {
  return async (form, args) => {
    const name = form.get("intent") ?? options.unnamed ?? null;
    if (typeof name !== "string" || !Object.hasOwn(intents, name)) return refuse({ intent: null, fieldErrors: {}, values: {} }, args, form);
    const chosen = intents[name]!;
    const parsed = parseForm(chosen.schema, form);
    if (parsed.status === "error") {
      const refusal = { intent: name, fieldErrors: parsed.fieldErrors, values: parsed.values };
      return (chosen.refused ?? refuse)(refusal, args, form);
    }
    return chosen.run(parsed.data as never, args, form);
  };
}
