import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "~/lib/spam-fields";

/**
 * The hidden spam trap and the server-signed render time (checked by spam.server.ts).
 * The trap is out of sight and out of the tab order; people never fill it, bots often do.
 */
export function SpamFields({ token }: { token: string }) {
  return (
    <>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${HONEYPOT_FIELD}-${token.slice(-6)}`}>Leave this field empty</label>
        <input
          id={`${HONEYPOT_FIELD}-${token.slice(-6)}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
