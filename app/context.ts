import { createContext, RouterContextProvider } from "react-router";
import type { Database } from "../database/client.ts";
import type { profiles } from "../database/schema.ts";
import type { Env } from "./services/env.server.ts";
import type { Auth, AuthSession } from "./services/auth.server.ts";
import type { DatabaseAvailability } from "./services/database-availability.server.ts";
import type { PageNotes } from "./services/page-notes.server.ts";

/**
 * What every loader, action and middleware can reach, as typed React Router contexts
 * (docs/decisions/0013-typed-request-context.md). server/app.ts sets `requestContext` for each
 * request; the portal and admin middleware (app/services/guards.server.ts) add the session and
 * the specialist's own profile, looked up once per request however many loaders run.
 */
export interface RequestContext {
  db: Database;
  env: Env;
  /** AUTH_SECRET or the generated one: signs form-start cookies, keys client-address hashes. */
  secret: string;
  auth: Auth;
  cspNonce: string;
  /** The client's address as Express sees it through TRUST_PROXY hops. Never stored as is. */
  clientAddress: string;
  /** The visitor's form-start cookie (services/spam.server.ts), as sent; checked where a form is handled. */
  formToken: string | undefined;
  /** Anonymous analytics session (cookie rr_sid). */
  sessionId: string;
  /** Marked down by a connection error; pages answer 503 until the database is back. */
  databaseAvailability: DatabaseAvailability;
  /** Per-visitor parts of the page being rendered, for the page cache. */
  pageNotes: PageNotes;
}

export type Profile = typeof profiles.$inferSelect;

export const requestContext = createContext<RequestContext>();

/** The signed-in session, set by the portal's and the admin's middleware before their loaders run. */
export const sessionContext = createContext<AuthSession>();

/**
 * The signed-in specialist's own profile (null before setup), set by the portal's middleware;
 * `error` when the lookup failed for a reason other than an outage, so each page can say so.
 */
export const ownProfileContext = createContext<{ profile: Profile | null; error?: unknown }>();

/** The React Router context of one request, holding its RequestContext. */
export function routerContextOf(request: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, request]]));
}
