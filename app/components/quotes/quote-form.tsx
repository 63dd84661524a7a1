import { Form } from "react-router";
import { TextAreaField, TextField } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { textOf, type FieldConstraint, type FieldErrors, type FormValues } from "~/lib/form";

/** The specialist's quote (#27 item 4): a fixed price or a range, what it includes, lead time, valid until. */
export function QuoteForm({
  lead,
  fields,
  errors,
  values,
  busy,
}: {
  lead: string;
  fields: Record<string, FieldConstraint>;
  errors: FieldErrors;
  values: FormValues;
  busy: boolean;
}) {
  return (
    <Form method="post" className="mt-4 grid gap-4" noValidate>
      <input type="hidden" name="intent" value="quote" />
      <input type="hidden" name="lead" value={lead} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="quote-from" name="priceFrom" label="Price, £ (or from)" inputMode="numeric" required defaultValue={textOf(values, "priceFrom")} error={errors.priceFrom} />
        <TextField id="quote-to" name="priceTo" label="Up to, £ (leave empty for a fixed price)" inputMode="numeric" defaultValue={textOf(values, "priceTo")} error={errors.priceTo} />
      </div>
      <TextAreaField id="quote-includes" name="body" label="What the quote includes" {...fields.body} defaultValue={textOf(values, "body")} error={errors.body} className="[&_textarea]:min-h-24" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="quote-lead-time" name="leadTime" label="Lead time" placeholder="e.g. Can start in March; about 10 weeks" {...fields.leadTime} defaultValue={textOf(values, "leadTime")} error={errors.leadTime} />
        <TextField id="quote-valid" name="validUntil" type="date" label="Valid until" required defaultValue={textOf(values, "validUntil")} error={errors.validUntil} />
      </div>
      <Button type="submit" className="justify-self-start" disabled={busy}>
        Send quote
      </Button>
    </Form>
  );
}
