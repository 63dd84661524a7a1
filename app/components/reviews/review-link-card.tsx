import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { IconName } from "~/components/ui/icon-names";
import { Card } from "~/components/ui/card";

/** The card a personal review link opens on (confirming a review, reviewing an enquiry): a heading, words, then actions. */
export function ReviewLinkCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <Card className="w-full max-w-2xl p-6 sm:p-10">
        <Icon name={icon} className="size-12 text-racing-700" />
        <h1 className="mt-4 text-3xl font-semibold">{title}</h1>
        {/* Its paragraphs read as the card's words; a form inside keeps its own look. */}
        <div className="mt-4 space-y-4 [&>p]:text-lg [&>p]:text-ink-muted">{children}</div>
      </Card>
    </div>
  );
}
