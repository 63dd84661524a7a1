import { requestContext } from "~/context";
import type { Route } from "./+types/admin.messages";
import { recentSiteMessages } from "~/models/site-messages.server";
import { EmptyState } from "~/components/admin/admin-tab";
import { Card } from "~/components/ui/card";
import { formatDate } from "~/lib/format";
import { adminTabError } from "~/components/admin/admin-tab-error";

/** What visitors sent through /contact; read only, answered by email. */
export async function loader({ context }: Route.LoaderArgs) {
  return { messages: await recentSiteMessages(context.get(requestContext).db) };
}

export default function SiteMessages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  if (messages.length === 0) return <EmptyState>No messages yet</EmptyState>;
  return (
    <ul className="grid gap-4" aria-label="Messages">
      {messages.map((m) => (
        <li key={m.id}>
          <Card className="p-5">
            <div className="flex flex-wrap justify-between gap-2">
              <p className="font-semibold">
                {m.name} <span className="font-normal text-ink-muted">&lt;{m.email}&gt;</span>
              </p>
              <time className="text-sm text-ink-muted">{formatDate(m.createdAt)}</time>
            </div>
            <p className="mt-2 whitespace-pre-line">{m.message}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

// A failure to load this tab stays in the tab (the layout's header and the other tabs keep working).
export const ErrorBoundary = adminTabError("messages");
