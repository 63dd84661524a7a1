import { Form } from "react-router";
import type { OwnProject } from "~/models/projects.server";
import type { ProjectPageResult } from "~/lib/form-results";
import { DeleteDisclosure, MoveButtons, OwnPhoto, PhaseOptions } from "~/components/projects/project-controls";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { errorsOf, textOf, valuesOf } from "~/lib/form";
import { PHOTO_ALT_MAX } from "~/lib/field-limits";
import { ALT_HINT, ALT_REQUIRED } from "~/lib/project-limits";

type Photo = OwnProject["photos"][number];

/** The project's photos in order, each with its description, before/after mark, order and delete. */
export function ProjectPhotoList({ photos, answer, busy }: { photos: Photo[]; answer: ProjectPageResult | undefined; busy: boolean }) {
  if (photos.length === 0) return <p className="mt-2 text-ink-muted">No photos yet: add some below.</p>;
  return (
    <ol className="mt-4 grid gap-4" aria-label="Photos, in the order they show">
      {photos.map((photo, index) => (
        <PhotoItem
          key={photo.id}
          photo={photo}
          position={index + 1}
          first={index === 0}
          last={index === photos.length - 1}
          answer={answer?.photoId === photo.id ? answer : undefined}
          busy={busy}
        />
      ))}
    </ol>
  );
}

function PhotoItem({
  photo,
  position,
  first,
  last,
  answer,
  busy,
}: {
  photo: Photo;
  position: number;
  first: boolean;
  last: boolean;
  answer: ProjectPageResult | undefined;
  busy: boolean;
}) {
  const saved = answer?.intent === "photo" ? answer : undefined;
  const typed = valuesOf(saved);
  // A photo stored without a description (the plain upload form) asks for one here.
  const error = errorsOf(saved).alt ?? (photo.alt ? undefined : ALT_REQUIRED);
  const label = `photo ${position}`;
  const altId = `alt-${photo.id}`;
  return (
    <li className="grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-[12rem_1fr]" data-photo={photo.id}>
      <div>
        <OwnPhoto photo={photo} alt={photo.alt || `Photo ${position}, not yet described`} />
        <p className="mt-1 text-xs text-ink-muted">
          Photo {position}
          {photo.phase ? ` · ${photo.phase === "before" ? "Before" : "After"}` : ""}
        </p>
      </div>
      <div className="min-w-0">
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="photo" />
          <input type="hidden" name="photoId" value={photo.id} />
          <TextAreaField
            id={altId}
            name="alt"
            label={`Description (alt text) of ${label}`}
            required
            maxLength={PHOTO_ALT_MAX}
            defaultValue={textOf(typed, "alt") ?? photo.alt}
            error={error}
            aria-describedby={`${altId}-hint`}
            className="[&_textarea]:min-h-20"
          />
          <p id={`${altId}-hint`} className="-mt-2 text-xs text-ink-muted">
            {ALT_HINT}
          </p>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField id={`phase-${photo.id}`} name="phase" label="Before or after" defaultValue={textOf(typed, "phase") ?? photo.phase ?? ""} className="w-44">
              <PhaseOptions />
            </SelectField>
            <Button type="submit" variant="outline" disabled={busy}>
              Save<span className="sr-only"> {label}</span>
            </Button>
          </div>
          {saved?.status === "success" && (
            <p role="status" className="text-sm text-racing-800">
              {saved.message}
            </p>
          )}
        </Form>
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-line pt-3">
          <Form method="post" className="contents">
            <input type="hidden" name="photoId" value={photo.id} />
            <MoveButtons label={label} first={first} last={last} busy={busy} intent="move-photo" />
          </Form>
          <DeleteDisclosure summary="Delete" label={label} question="Delete this photo? This cannot be undone." fields={{ intent: "delete-photo", photoId: photo.id }} busy={busy} />
        </div>
      </div>
    </li>
  );
}
