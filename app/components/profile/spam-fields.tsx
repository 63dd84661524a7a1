import { useId } from "react";
import { HONEYPOT_FIELD } from "~/lib/spam-fields";

/**
 * The hidden spam trap (checked by spam.server.ts, with the form-start cookie's fill time).
 * Out of sight and out of the tab order; people never fill it, bots often do.
 */
export function SpamFields() {
  const id = `${HONEYPOT_FIELD}-${useId()}`;
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
