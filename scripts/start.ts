import { buildIfNeeded } from "./build-if-needed.ts";

// `npm start`: build when needed, then the production server (which migrates and, on a new
// embedded database, seeds the demo directory before it listens).
// React and React Router pick their production builds from NODE_ENV when first imported:
// set it before the server's modules load, or every page renders with development checks.
process.env.NODE_ENV ??= "production";
buildIfNeeded();
await import("../server/main.ts");
