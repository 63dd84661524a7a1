import { type ReactNode, useState } from "react";
import { SERVICE_TYPES, VEHICLE_MAKE_NAMES } from "~/content/taxonomy";
import { UK_COUNTIES } from "~/content/counties";
import { DESCRIPTION_MIN, EXPERIENCE_BANDS } from "~/lib/account-schemas";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { ChipSelect } from "~/components/chip-select";

/** What a form starts with: nothing at sign-up; what an interrupted sign-up kept, when an account finishes its profile. */
export type BusinessDefaults = Partial<Record<"businessName" | "contactName" | "phone" | "address" | "city" | "county" | "postcode" | "website" | "instagram" | "facebook" | "yearsExperience" | "description" | "certifications" | "insuranceInfo", string>> & {
  specialties?: string[];
  vehicleMakes?: string[];
};

/**
 * The business a specialist lists, as sign-up and the dashboard's profile setup both ask
 * for it (validated by `businessSchema`). `account` holds what only sign-up asks: the
 * sign-in email and password, shown in the first section.
 */
export function BusinessFields({
  errors,
  defaults = {},
  account,
}: {
  errors: Record<string, string>;
  defaults?: BusinessDefaults;
  account?: ReactNode;
}) {
  const [description, setDescription] = useState(defaults.description ?? "");
  const [specialties, setSpecialties] = useState<string[]>(defaults.specialties ?? []);
  const [makes, setMakes] = useState<string[]>(defaults.vehicleMakes ?? []);
  return (
    <>
      <FormSection title="Your business">
        <TextField id="businessName" name="businessName" label="Business name *" autoComplete="organization" error={errors.businessName} required maxLength={120} defaultValue={defaults.businessName} />
        <TextField id="contactName" name="contactName" label="Contact name *" autoComplete="name" error={errors.contactName} required maxLength={100} defaultValue={defaults.contactName} />
        <TextField id="phone" name="phone" type="tel" label="Phone *" autoComplete="tel" error={errors.phone} required maxLength={30} defaultValue={defaults.phone} />
        {account}
      </FormSection>

      <FormSection title="Location">
        <TextField id="address" name="address" label="Address *" autoComplete="street-address" error={errors.address} required className="sm:col-span-2" defaultValue={defaults.address} />
        <TextField id="city" name="city" label="City *" autoComplete="address-level2" error={errors.city} required defaultValue={defaults.city} />
        <SelectField id="county" name="county" label="County" required defaultValue={defaults.county ?? ""} error={errors.county}>
          <option value="">Select your county</option>
          {UK_COUNTIES.map((county) => (
            <option key={county} value={county}>
              {county}
            </option>
          ))}
        </SelectField>
        <TextField id="postcode" name="postcode" label="Postcode *" autoComplete="postal-code" error={errors.postcode} required maxLength={10} defaultValue={defaults.postcode} />
      </FormSection>

      <FormSection title="Online presence">
        <TextField id="website" name="website" label="Website" placeholder="www.yourbusiness.co.uk" error={errors.website} maxLength={300} defaultValue={defaults.website} />
        <TextField id="instagram" name="instagram" label="Instagram" placeholder="https://instagram.com/yourbusiness" error={errors.instagram} maxLength={300} defaultValue={defaults.instagram} />
        <TextField id="facebook" name="facebook" label="Facebook" placeholder="https://facebook.com/yourbusiness" error={errors.facebook} maxLength={300} defaultValue={defaults.facebook} />
      </FormSection>

      <FormSection title="Your expertise">
        <SelectField id="yearsExperience" name="yearsExperience" label="Years of experience" required defaultValue={defaults.yearsExperience ?? ""} error={errors.yearsExperience}>
          <option value="">Select</option>
          {EXPERIENCE_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <ChipSelect name="specialties" legend="Specialties" required options={SERVICE_TYPES} selected={specialties} onChange={setSpecialties} error={errors.specialties} />
        </div>
        <div className="sm:col-span-2">
          <ChipSelect name="vehicleMakes" legend="Vehicle makes" required options={VEHICLE_MAKE_NAMES} selected={makes} onChange={setMakes} error={errors.vehicleMakes} />
        </div>
      </FormSection>

      <FormSection title="About your business">
        <div className="sm:col-span-2">
          <TextAreaField
            id="description"
            name="description"
            label="Business description *"
            error={errors.description}
            required
            maxLength={5000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            aria-describedby="description-counter"
            placeholder="What work do you take on, for which cars, and what makes your workshop the right choice?"
          />
          <p id="description-counter" className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {description.trim().length}/{DESCRIPTION_MIN} minimum
          </p>
        </div>
        <TextAreaField id="certifications" name="certifications" label="Certifications" error={errors.certifications} maxLength={1000} className="[&_textarea]:min-h-24" defaultValue={defaults.certifications} />
        <TextAreaField id="insuranceInfo" name="insuranceInfo" label="Insurance" error={errors.insuranceInfo} maxLength={1000} className="[&_textarea]:min-h-24" defaultValue={defaults.insuranceInfo} />
      </FormSection>
    </>
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
