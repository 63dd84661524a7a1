import { useEffect } from "react";
import { toast } from "~/lib/toast";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { CALL_TIMES } from "~/lib/call-times";
import { SpamFields } from "~/components/profile/spam-fields";
import { VisitorNameAndEmail } from "~/components/profile/visitor-fields";
import { textOf } from "~/lib/form";
import { useProfileForm } from "~/components/profile/use-profile-form";

export type EnquiryMode = "message" | "call";

/**
 * The enquiry form inside the Send Message / Request Phone Call dialog, or in the page
 * (EnquiryButtons) where it is posted as a plain form without JavaScript.
 */
export default function EnquiryForm({ mode, onSent }: { mode: EnquiryMode; onSent: () => void }) {
  const { fetcher, result, fetched, errors, values, fields, busy } = useProfileForm("enquiry", undefined, mode === "call" ? "call" : "enquiry");
  const formRefusal = result?.status === "error" && Object.keys(result.fieldErrors).length === 0 ? result.message : undefined;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetched) return;
    if (fetched.status === "success") {
      toast.success(fetched.message ?? "");
      onSent();
    } else if (Object.keys(fetched.fieldErrors).length === 0 && fetched.message) {
      toast.error(fetched.message);
    }
  }, [fetcher.state, fetched, onSent]);

  return (
    // Without JavaScript the answer is the whole page: the address brings the visitor back to the form.
    <fetcher.Form method="post" action={`?form=${mode}#enquiry`} className="relative mt-6 grid gap-4" noValidate>
      <input type="hidden" name="intent" value="enquiry" />
      <input type="hidden" name="kind" value={mode} />
      <SpamFields />
      <VisitorNameAndEmail idPrefix="enquiry" fields={fields} values={values} errors={errors} />
      {mode === "call" && (
        <>
          <TextField
            id="enquiry-phone"
            name="phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            inputMode="tel"
            {...fields.phone}
            defaultValue={textOf(values, "phone")}
            error={errors.phone}
          />
          <SelectField
            id="enquiry-call-time"
            name="callTime"
            label="Good time to call"
            // Required like the text fields above, and like them without the asterisk the select would add.
            required={false}
            aria-required={fields.callTime?.required}
            defaultValue={textOf(values, "callTime")}
            error={errors.callTime}
          >
            <option value="">Choose a time</option>
            {CALL_TIMES.map((time) => (
              <option key={time} value={time}>
                {time}
              </option>
            ))}
          </SelectField>
        </>
      )}
      <TextAreaField
        id="enquiry-message"
        name="message"
        label={mode === "call" ? "About your car (optional)" : "Message"}
        {...fields.message}
        defaultValue={textOf(values, "message")}
        error={errors.message}
        placeholder={
          mode === "call" ? "A few words about your car and the work you have in mind." : "Tell them about your car and the work you have in mind."
        }
        className={mode === "call" ? "[&_textarea]:min-h-24" : undefined}
      />
      {formRefusal && (
        <p role="alert" className="text-sm text-oxblood-700">
          {formRefusal}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Sending..." : mode === "call" ? "Request Call" : "Send Message"}
      </Button>
    </fetcher.Form>
  );
}
