import * as build from "virtual:react-router/server-build";
import { startServer } from "./main.ts";

// The production server: this file is the input of the SSR build (vite.config.ts), so the
// server and every route are bundled together into build/server/index.js and share one copy
// of each module. `npm start` runs that file with plain node.
startServer({ build });
