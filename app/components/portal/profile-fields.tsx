import { type ComponentProps, type ReactNode, useState } from "react";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { UK_COUNTIES } from "~/content/counties";
import { DESCRIPTION_MIN, EXPERIENCE_BANDS, profileFieldsSchema } from "~/lib/account-schemas";
import { constraints, listOf, textOf, type FieldErrors, type FormValues } from "~/lib/form";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { ChipSelect } from "~/components/ui/chip-select";

/**
 * What a form starts with: nothing at sign-up; what an interrupted sign-up kept, when an account
 * finishes its profile; what was typed, after a refusal (`FormFailure.values`).
 */
export type ProfileDefaults = Partial<FormValues>;

/** `required`, `minLength` and `maxLength` of each profile field, from the one profile schema. */
export const PROFILE_FIELDS = constraints(profileFieldsSchema);

/**
 * The profile a specialist lists, as sign-up and the dashboard's profile setup both ask
 * for it (validated by `profileFieldsSchema`). `account` holds what only sign-up asks: the
 * sign-in email and password, shown in the first section.
 */
export function ProfileFields({
  errors,
  defaults = {},
  account,
}: {
  errors: FieldErrors;
  defaults?: ProfileDefaults;
  account?: ReactNode;
}) {
  const values = defaults as FormValues;
  const text = (name: string) => textOf(values, name);
  const [description, setDescription] = useState(text("description") ?? "");
  const [specialties, setSpecialties] = useState<string[]>(listOf(values, "specialties") ?? []);
  const [makes, setMakes] = useState<string[]>(listOf(values, "vehicleMakes") ?? []);
  const f = PROFILE_FIELDS;
  return (
    <>
      <FormSection title="Your business">
        <TextField id="businessName" {...f.businessName} name="businessName" label="Business name *" autoComplete="organization" error={errors.businessName} defaultValue={text("businessName")} />
        <TextField id="contactName" {...f.contactName} name="contactName" label="Contact name *" autoComplete="name" error={errors.contactName} defaultValue={text("contactName")} />
        <TextField id="phone" {...f.phone} name="phone" type="tel" label="Phone *" autoComplete="tel" error={errors.phone} defaultValue={text("phone")} />
        {account}
      </FormSection>

      <FormSection title="Location">
        <TextField id="address" {...f.address} name="address" label="Address *" autoComplete="street-address" error={errors.address} className="sm:col-span-2" defaultValue={text("address")} />
        <TextField id="city" {...f.city} name="city" label="City *" autoComplete="address-level2" error={errors.city} defaultValue={text("city")} />
        <CountySelect {...f.county} defaultValue={text("county") ?? ""} error={errors.county} />
        <TextField id="postcode" {...f.postcode} name="postcode" label="Postcode *" autoComplete="postal-code" error={errors.postcode} defaultValue={text("postcode")} />
      </FormSection>

      <FormSection title="Online presence">
        <TextField id="website" {...f.website} name="website" label="Website" placeholder="www.yourbusiness.co.uk" error={errors.website} defaultValue={text("website")} />
        <TextField id="instagram" {...f.instagram} name="instagram" label="Instagram" placeholder="https://instagram.com/yourbusiness" error={errors.instagram} defaultValue={text("instagram")} />
        <TextField id="facebook" {...f.facebook} name="facebook" label="Facebook" placeholder="https://facebook.com/yourbusiness" error={errors.facebook} defaultValue={text("facebook")} />
      </FormSection>

      <FormSection title="Your expertise">
        <ExperienceSelect {...f.yearsExperience} defaultValue={text("yearsExperience") ?? ""} error={errors.yearsExperience} />
        <div className="sm:col-span-2">
          <ChipSelect name="specialties" legend="Specialties" required={f.specialties?.required} options={SERVICE_TYPES} selected={specialties} onChange={setSpecialties} error={errors.specialties} />
        </div>
        <div className="sm:col-span-2">
          <ChipSelect name="vehicleMakes" legend="Vehicle makes" required={f.vehicleMakes?.required} options={VEHICLE_MAKE_NAMES} selected={makes} onChange={setMakes} error={errors.vehicleMakes} />
        </div>
      </FormSection>

      <FormSection title="About your business">
        <div className="sm:col-span-2">
          <TextAreaField
            id="description"
            name="description"
            label="Business description *"
            error={errors.description}
            {...f.description}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-describedby="description-counter"
            placeholder="What work do you take on, for which cars, and what makes your workshop the right choice?"
          />
          <p id="description-counter" className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {description.trim().length}/{DESCRIPTION_MIN} minimum
          </p>
        </div>
        <TextAreaField id="certifications" {...f.certifications} name="certifications" label="Certifications" error={errors.certifications} className="[&_textarea]:min-h-24" defaultValue={text("certifications")} />
        <TextAreaField id="insuranceInfo" {...f.insuranceInfo} name="insuranceInfo" label="Insurance" error={errors.insuranceInfo} className="[&_textarea]:min-h-24" defaultValue={text("insuranceInfo")} />
      </FormSection>
    </>
  );
}

type FixedSelectProps = Omit<ComponentProps<typeof SelectField>, "id" | "name" | "label" | "children">;

/** The years-of-experience bands of sign-up and the profile edit. */
export function ExperienceSelect(props: FixedSelectProps) {
  return (
    <SelectField id="yearsExperience" name="yearsExperience" label="Years of experience" {...props}>
      <option value="">Select</option>
      {EXPERIENCE_BANDS.map((band) => (
        <option key={band.value} value={band.value}>
          {band.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The county list of sign-up and the profile edit: the UK counties the schema accepts, or none. */
export function CountySelect(props: FixedSelectProps) {
  return (
    <SelectField id="county" name="county" label="County" {...props}>
      <option value="">Select your county</option>
      {UK_COUNTIES.map((county) => (
        <option key={county} value={county}>
          {county}
        </option>
      ))}
    </SelectField>
  );
}

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 w-full border-b border-line pb-2 font-display text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}
