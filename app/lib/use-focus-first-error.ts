import { useEffect, type RefObject } from "react";

/** After a failed submit, moves focus to the first field marked invalid (SPEC: focus on the first error). */
export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errors: object | undefined) {
  useEffect(() => {
    if (!errors || Object.keys(errors).length === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      first instanceof HTMLFieldSetElement ? first.querySelector<HTMLElement>("input") : first;
    target?.focus();
  }, [errors, formRef]);
}
