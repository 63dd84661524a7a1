import type { Database } from "../database/client.ts";
import type { Env } from "./services/env.server.ts";

// What the Express entry hands every loader and action (server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    db: Database;
    env: Env;
    cspNonce: string;
    clientAddress: string;
  }
}

export {};
