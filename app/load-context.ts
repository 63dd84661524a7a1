import type { Database } from "../database/client.ts";
import type { Env } from "./services/env.server.ts";
import type { Auth } from "./services/auth.server.ts";
import type { DatabaseAvailability } from "./services/database-availability.server.ts";
import type { PageNotes } from "./services/page-notes.server.ts";

// What the Express entry hands every loader and action (server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    /** AUTH_SECRET or the generated one: signs form timestamps, keys client-address hashes. */
    secret: string;
    auth: Auth;
    cspNonce: string;
    /** The client's address as Express sees it through TRUST_PROXY hops. Never stored as is. */
    clientAddress: string;
    /** Anonymous analytics session (cookie rr_sid). */
    sessionId: string;
    /** Marked down by a connection error; pages answer 503 until the database is back. */
    databaseAvailability: DatabaseAvailability;
    /** Per-visitor parts of the page being rendered, for the page cache. */
    pageNotes: PageNotes;
  }
}

export {};
