import { Form, Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Button, buttonClasses } from "~/components/ui/button";
import { photoSrcSet, photoUrl, type PhotoRef } from "~/lib/photos";
import { cn } from "~/lib/cn";

/**
 * "Move up" / "Move down" as two submit buttons of the surrounding form (`direction`): the keyboard's
 * way to reorder, and the only one: no drag that a keyboard or screen reader could not follow.
 */
export function MoveButtons({ label, first, last, busy, intent = "move" }: { label: string; first: boolean; last: boolean; busy: boolean; intent?: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" name="direction" value="up" variant="ghost" size="sm" disabled={first || busy}>
        <Icon name="chevron-down" className="size-4 rotate-180" />
        Move up<span className="sr-only"> {label}</span>
      </Button>
      <Button type="submit" name="direction" value="down" variant="ghost" size="sm" disabled={last || busy}>
        <Icon name="chevron-down" className="size-4" />
        Move down<span className="sr-only"> {label}</span>
      </Button>
    </>
  );
}

/** A delete that asks first, in a disclosure: it opens with the keyboard and without JavaScript. */
export function DeleteDisclosure({
  summary,
  label,
  question,
  fields,
  busy,
}: {
  summary: string;
  label: string;
  question: string;
  fields: Record<string, string>;
  busy: boolean;
}) {
  return (
    <details className="group">
      <summary className={cn(buttonClasses("ghost", "sm"), "cursor-pointer list-none text-oxblood-700 [&::-webkit-details-marker]:hidden")}>
        <Icon name="trash" className="size-4" />
        {summary}
        <span className="sr-only"> {label}</span>
      </summary>
      <Form method="post" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p className="text-sm text-oxblood-700">{question}</p>
        <Button type="submit" size="sm" className="mt-2 bg-oxblood-700 hover:bg-oxblood-600" disabled={busy}>
          Yes, delete<span className="sr-only"> {label}</span>
        </Button>
      </Form>
    </details>
  );
}

/** A photo as the owner sees it in the dashboard: WebP at the small widths (every browser we support reads it). */
export function OwnPhoto({ photo, alt, className }: { photo: PhotoRef; alt: string; className?: string }) {
  return (
    <img
      src={photoUrl(photo, Math.min(400, photo.width), "webp")}
      srcSet={photoSrcSet(photo, "webp")}
      sizes="(min-width: 640px) 12rem, 100vw"
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn("aspect-[4/3] w-full rounded-lg bg-ivory object-cover", className)}
    />
  );
}

/** The first photo of a project on the list, or a placeholder. */
export function ProjectThumb({ photo }: { photo: (PhotoRef & { alt: string }) | undefined }) {
  if (!photo) {
    return (
      <div className="flex aspect-[4/3] w-full shrink-0 items-center justify-center rounded-lg border border-dashed border-line bg-ivory text-ink-muted sm:w-40">
        <Icon name="camera" className="size-6" />
        <span className="sr-only">No photos yet</span>
      </div>
    );
  }
  return <OwnPhoto photo={photo} alt={photo.alt} className="shrink-0 sm:w-40" />;
}

export function BackToProjects() {
  return (
    <Link to="/dashboard/projects" className="inline-flex items-center gap-1 text-sm font-semibold text-racing-700 hover:underline">
      <Icon name="arrow-left" className="size-4" />
      All projects
    </Link>
  );
}

/** A photo's before/after choices (the empty value: neither). */
export function PhaseOptions() {
  return (
    <>
      <option value="">Neither</option>
      <option value="before">Before</option>
      <option value="after">After</option>
    </>
  );
}
