import { Card } from "~/components/ui/card";
import type { RequestPhotoView } from "~/services/quote-photo-links.server";

/** The request's facts, as the owner wrote them: on their page and in the specialist's lead. */
export function RequestSummary({
  summary,
  heading = "The request",
  photos = [],
}: {
  summary: { car: string; services: string[]; description: string; carLocation: string; timing: string; budget: string | null };
  heading?: string;
  /** The car's photos, by their signed addresses; each opens its largest file. */
  photos?: RequestPhotoView[];
}) {
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <dl className="mt-3 grid gap-2 text-sm">
        <div>
          <dt className="font-semibold">Car</dt>
          <dd>{summary.car}</dd>
        </div>
        <div>
          <dt className="font-semibold">Work wanted</dt>
          <dd>{summary.services.join(", ")}</dd>
        </div>
        <div>
          <dt className="font-semibold">Where the car is</dt>
          <dd>{summary.carLocation}</dd>
        </div>
        <div>
          <dt className="font-semibold">When</dt>
          <dd>{summary.timing}</dd>
        </div>
        {summary.budget && (
          <div>
            <dt className="font-semibold">Budget</dt>
            <dd>{summary.budget}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm whitespace-pre-line">{summary.description}</p>
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Photos of the car">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.full} target="_blank" rel="noopener" className="block overflow-hidden rounded-md border border-line">
                <img src={photo.thumbnail} alt={`Photo ${index + 1} of the car`} width={photo.width} height={photo.height} loading="lazy" className="aspect-square w-full object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
