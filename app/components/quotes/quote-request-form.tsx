import { Link } from "react-router";
import { SpamFields } from "~/components/profile/spam-fields";
import { VisitorNameAndEmail } from "~/components/profile/visitor-fields";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { listOf, textOf, type FormResult } from "~/lib/form";
import { useFormAnswer } from "~/lib/use-form-answer";
import type { QuoteFormView } from "~/routes/quotes/quote-new.server";
import { CheckboxGroup } from "./checkbox-group";

/**
 * One quote request to the chosen specialists (#27 item 2): the car, the work, where and when, an
 * optional budget, and who is asking. A plain form first; its answer is the same page, and with
 * JavaScript the answer comes in place.
 */
export function QuoteRequestForm({ view }: { view: QuoteFormView }) {
  const { fetcher, answer, errors, values, busy } = useFormAnswer<FormResult>();
  const { fields } = view;
  if (answer?.status === "success") {
    return (
      <Card className="p-6 sm:p-8" role="status">
        <Icon name="mail" className="size-8 text-brass-700" />
        <h2 className="mt-3 text-2xl font-semibold">Check your email</h2>
        <p className="mt-2">{answer.message}</p>
        <p className="mt-2 text-sm text-ink-muted">The link also opens your request&rsquo;s own page, where answers and quotes will appear.</p>
      </Card>
    );
  }
  const posted = listOf(values, "to");
  return (
    // Multipart, so that the car's photos go with it (the server reads them file by file as they arrive).
    <fetcher.Form method="post" encType="multipart/form-data" className="relative grid gap-6" noValidate>
      <SpamFields />
      {(posted ?? view.recipients.map((recipient) => recipient.id)).map((id) => (
        <input key={id} type="hidden" name="to" value={id} />
      ))}
      {errors.to && <p className="text-sm text-oxblood-700" role="alert">{errors.to}</p>}
      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">Your car</h2>
        <div className="grid gap-5 sm:grid-cols-[1fr_1fr_8rem]">
          <SelectField id="quote-make" name="make" label="Make" required defaultValue={textOf(values, "make") ?? ""} error={errors.make}>
            <option value="" disabled>
              Choose the make
            </option>
            {view.makes.map((make) => (
              <option key={make.slug} value={make.slug}>
                {make.name}
              </option>
            ))}
          </SelectField>
          <TextField id="quote-model" name="model" label="Model" placeholder="e.g. E-type Series 1" {...fields.model} defaultValue={textOf(values, "model")} error={errors.model} />
          <TextField id="quote-year" name="year" label="Year" inputMode="numeric" autoComplete="off" {...fields.year} defaultValue={textOf(values, "year")} error={errors.year} />
        </div>
        <CheckboxGroup
          name="services"
          legend="The work you want done"
          options={view.services.map((service) => ({ value: service, label: service }))}
          checked={listOf(values, "services") ?? []}
          error={errors.services}
        />
        <TextAreaField
          id="quote-description"
          name="description"
          label="Describe the work"
          placeholder="The car's condition, what you want done, anything already done…"
          {...fields.description}
          defaultValue={textOf(values, "description")}
          error={errors.description}
        />
        <div>
          <label htmlFor="quote-photos" className="mb-1.5 block text-sm font-semibold">
            Photos of the car (optional, up to {view.photos.max})
          </label>
          <input
            id="quote-photos"
            type="file"
            name="photos"
            multiple
            accept={view.photos.accept}
            aria-describedby={errors.photos ? "quote-photos-hint quote-photos-error" : "quote-photos-hint"}
            aria-invalid={errors.photos ? true : undefined}
            className="block w-full text-sm file:mr-3 file:h-11 file:rounded-lg file:border file:border-racing-700 file:bg-white file:px-4 file:font-semibold file:text-racing-700"
          />
          <p id="quote-photos-hint" className="mt-1.5 text-sm text-ink-muted">
            JPEG, PNG, WebP or AVIF, up to 15 MB each. Only you and the specialists you chose see them.
          </p>
          {errors.photos && (
            <p id="quote-photos-error" className="mt-1.5 text-sm text-oxblood-700">
              {errors.photos}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField id="quote-location" name="carLocation" label="Where the car is" placeholder="Town or postcode" autoComplete="address-level2" {...fields.carLocation} defaultValue={textOf(values, "carLocation")} error={errors.carLocation} />
          <SelectField id="quote-timing" name="timing" label="When" required defaultValue={textOf(values, "timing") ?? ""} error={errors.timing}>
            <option value="" disabled>
              Choose
            </option>
            {view.timings.map((timing) => (
              <option key={timing.value} value={timing.value}>
                {timing.label}
              </option>
            ))}
          </SelectField>
          <SelectField id="quote-budget" name="budget" label="Budget (optional)" defaultValue={textOf(values, "budget") ?? ""} error={errors.budget}>
            <option value="">Not sure yet</option>
            {view.budgets.map((budget) => (
              <option key={budget.value} value={budget.value}>
                {budget.label}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
      <Card className="grid gap-5 p-5 sm:p-6">
        <h2 className="text-xl font-semibold">About you</h2>
        <p className="-mt-3 text-sm text-ink-muted">Your details go only to the specialists listed above, once you confirm your email address.</p>
        <VisitorNameAndEmail idPrefix="quote" fields={fields} values={values} errors={errors} />
        <TextField id="quote-phone" name="phone" type="tel" label="Phone (optional)" autoComplete="tel" {...fields.phone} defaultValue={textOf(values, "phone")} error={errors.phone} />
      </Card>
      {answer?.status === "error" && answer.message && (
        <p role="alert" className="text-sm text-oxblood-700">
          {answer.message}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send request"}
        </Button>
        <Link to="/shortlist" className="text-sm font-semibold text-racing-700 underline underline-offset-2">
          Back to your shortlist
        </Link>
      </div>
    </fetcher.Form>
  );
}
