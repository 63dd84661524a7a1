import { buildIfNeeded } from "./build-if-needed.ts";

// `npm start`: build when needed, then the production server (which migrates and, on a new
// embedded database, seeds the demo directory before it listens).
buildIfNeeded();
await import("../server/main.ts");
