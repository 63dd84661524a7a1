import { useRef, useState, type FormEvent } from "react";
import type { z } from "zod";
import { parseForm, type FieldErrors } from "~/lib/form";
import { useFocusFirstError } from "~/lib/use-focus-first-error";
import { usePageForm } from "~/lib/use-page-form";

/**
 * A page's form posted by navigation (sign-up, the portal's profile set-up), checked in the browser by
 * the schema the server checks it with: a refusal shows at once under its fields, with focus on the
 * first, and nothing is posted; without JavaScript the server's answer shows the same errors.
 * `check` is the form's `onSubmit`; it returns the errors it found, for a page that says more.
 */
export function useCheckedForm<Action>(schema: z.core.$ZodType) {
  const { answer, errors: serverErrors, busy } = usePageForm<Action>();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const errors = clientErrors ?? serverErrors;
  useFocusFirstError(formRef, errors);

  const check = (event: FormEvent<HTMLFormElement>): FieldErrors | undefined => {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (parsed.status === "success") {
      setClientErrors(undefined);
      return undefined;
    }
    event.preventDefault();
    setClientErrors(parsed.fieldErrors);
    return parsed.fieldErrors;
  };
  return { answer, busy, formRef, errors, check };
}
