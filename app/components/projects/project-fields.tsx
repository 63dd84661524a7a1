import { useState } from "react";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { PROJECT_MODEL_MAX, PROJECT_STORY_MAX, PROJECT_TITLE_MAX } from "~/lib/field-limits";
import type { FieldErrors } from "~/lib/form";
import { cn } from "~/lib/cn";
import { TextAreaField, TextField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { Icon } from "~/components/ui/icon";
import { formatCount } from "~/lib/format";

export interface ProjectFieldValues {
  title: string;
  vehicleMake: string;
  model: string;
  year: string;
  services: string[];
  story: string;
}

/** A project's fields (new and edit pages): plain inputs that post as they are, with or without JavaScript. */
export function ProjectFields({ values, errors }: { values: ProjectFieldValues; errors: FieldErrors }) {
  const [story, setStory] = useState(values.story);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        id="title"
        name="title"
        label="Title"
        required
        maxLength={PROJECT_TITLE_MAX}
        defaultValue={values.title}
        error={errors.title}
        placeholder="1965 Jaguar E-type Series 1 FHC — full restoration"
        className="sm:col-span-2"
      />
      <SelectField id="vehicleMake" name="vehicleMake" label="Make" required defaultValue={values.vehicleMake} error={errors.vehicleMake}>
        <option value="">Choose a make</option>
        {VEHICLE_MAKE_OPTIONS.map((make) => (
          <option key={make.slug} value={make.slug}>
            {make.name}
          </option>
        ))}
      </SelectField>
      <TextField id="model" name="model" label="Model (optional)" maxLength={PROJECT_MODEL_MAX} defaultValue={values.model} error={errors.model} />
      <TextField
        id="year"
        name="year"
        label="Year (optional)"
        inputMode="numeric"
        pattern="[0-9]{4}"
        maxLength={4}
        defaultValue={values.year}
        error={errors.year}
        className="sm:max-w-40"
      />
      <fieldset className="sm:col-span-2" aria-describedby={errors.services ? "services-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold">Services involved</legend>
        <div className="flex flex-wrap gap-2">
          {SERVICE_OPTIONS.map((service) => (
            <label
              key={service.slug}
              className={cn(
                "inline-flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm font-medium select-none",
                "has-[:checked]:border-racing-700 has-[:checked]:bg-racing-700 has-[:checked]:text-white",
                "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500",
              )}
            >
              <input type="checkbox" name="services" value={service.slug} defaultChecked={values.services.includes(service.slug)} className="peer sr-only" />
              <Icon name="check" className="hidden size-3.5 peer-checked:inline" />
              {service.name}
            </label>
          ))}
        </div>
        {errors.services && (
          <p id="services-error" className="mt-1.5 text-sm text-oxblood-700">
            {errors.services}
          </p>
        )}
      </fieldset>
      <div className="sm:col-span-2">
        <TextAreaField
          id="story"
          name="story"
          label="The story (optional)"
          maxLength={PROJECT_STORY_MAX}
          value={story}
          onChange={(event) => setStory(event.target.value)}
          error={errors.story}
          aria-describedby="story-counter"
        />
        <p id="story-counter" className="mt-1 text-sm text-ink-muted">
          {formatCount(story.length)}/{formatCount(PROJECT_STORY_MAX)} characters: what came in, what was done, how it left.
        </p>
      </div>
    </div>
  );
}

export const PROJECT_STATUS = {
  pending: { label: "Awaiting moderation", tone: "brass" },
  approved: { label: "Published", tone: "green" },
  rejected: { label: "Rejected", tone: "red" },
} as const;
