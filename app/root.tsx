import { type ReactNode, Suspense } from "react";
import {
  data,
  type ErrorResponse,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { SITE_LAYOUT_ROUTE_ID, useHydratedMarker } from "~/lib/hydrated-marker";
import { requestContext } from "~/context";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import frauncesLatin from "@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url";
import { pageMeta } from "~/lib/seo";
import { useNonce } from "~/lib/nonce";
import { SiteShell } from "~/components/shell/site-shell";
import { FlashToast } from "~/components/shell/flash-toast";
import { LazyToaster } from "~/components/shell/lazy-toaster";
import { LazyNotFoundPage } from "~/components/shell/lazy-not-found";
import { getAdminRole, getSession } from "~/services/session.server";
import { readToast } from "~/services/toast.server";
import { readShortlist } from "~/services/shortlist.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(requestContext);
  const [session, { toast, clear }, shortlist] = await Promise.all([
    getSession(request, context, app),
    readToast(request, app.secret),
    readShortlist(request, app.secret),
  ]);
  // The header's account link: admins get their dashboard instead of My Profile. Only signed-in
  // requests ask, and those never share the page cache, so the link cannot leak into a cached page.
  const admin = session ? await getAdminRole(context, app, session.user.id) : false;
  return data(
    // The owner's saved specialists: a page for someone with a shortlist is never shared (lib/cookie-names.ts).
    { origin: app.env.APP_URL, signedIn: Boolean(session), admin, toast, shortlist },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // With a precedence React puts the stylesheet at the top of <head>, ahead of the script preloads,
  // so on a phone connection the one request that holds up the first paint is not queued behind them.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  // Every page's headings are set in this face (English needs only its latin subset): fetch it with
  // the stylesheet, not once that has been applied. Body text is the phone's own face (decision 0025).
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4d38" />
        <Meta />
        <Links />
      </head>
      <body>
        <FlashToast toast={data?.toast ?? null} />
        {children}
        <LazyToaster />
        {/* New navigations start at the top of the page; back and forward restore where you were. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useHydratedMarker(!useMatches().some((match) => match.id === SITE_LAYOUT_ROUTE_ID));
  return <Outlet />;
}

/** The error pages' titles, when the error boundary below is the one showing (no page has its own meta then). */
export function meta({ error, matches }: Route.MetaArgs) {
  if (!error || matches.at(-1)?.id !== "root") return [];
  let title = "Something went wrong";
  if (isNotFound(error)) {
    // Our loaders' 404s name their page's title (~/lib/not-found).
    const named = (error.data as { title?: unknown } | null)?.title;
    title = typeof named === "string" ? named : "Page not found";
  }
  return pageMeta({ title, noindex: true });
}

const isNotFound = (error: unknown): error is ErrorResponse => isRouteErrorResponse(error) && error.status === 404;

/**
 * The one error boundary of the public pages. A loader that finds nothing throws a 404
 * carrying its page's copy (~/services/not-found.server: unknown paths, profiles,
 * services and makes); anything else is "Something went wrong". A database outage never
 * gets here: entry.server.tsx answers it with the 503 page.
 */
export function ErrorBoundary() {
  useHydratedMarker();
  const error = useRouteError();
  if (isNotFound(error)) {
    return (
      <SiteShell>
        <Suspense>
          <LazyNotFoundPage error={error} />
        </Suspense>
      </SiteShell>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <SiteShell>
      <section className="container-page py-24 text-center">
        <h1 className="text-4xl">Something went wrong</h1>
        <p className="mt-4 text-ink-muted">
          We could not show this page just now. Please try again in a moment.
        </p>
        <a href="/" className="mt-8 inline-block font-semibold text-racing-700 underline underline-offset-4">
          Return to Home
        </a>
      </section>
    </SiteShell>
  );
}
