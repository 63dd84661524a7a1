import { Card } from "~/components/ui/card";

/** The request's facts, as the owner wrote them: on their page and in the specialist's lead. */
export function RequestSummary({
  summary,
  heading = "The request",
}: {
  summary: { car: string; services: string[]; description: string; carLocation: string; timing: string; budget: string | null };
  heading?: string;
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
    </Card>
  );
}
