// `npm start`: build when needed, then the production server (build/server/index.js, which
// migrates and, on a new embedded database, seeds the demo directory before it listens).
// Plain JavaScript over the built bundle: nothing is compiled at run time.
import { buildIfNeeded } from "./build-if-needed.mjs";

// React and React Router pick their production builds from NODE_ENV when first imported:
// set it before the server's modules load, or every page renders with development checks.
process.env.NODE_ENV ??= "production";
buildIfNeeded();
await import("../build/server/index.js");
