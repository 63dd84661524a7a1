import { createServer } from "vite";
import type * as ServerMain from "./main.ts";

// `npm run dev`: the server and the routes both load through Vite's SSR module graph, one copy
// of each module as in the production bundle, and route edits show on the next request.
const vite = await createServer({ server: { middlewareMode: true } });
const { startServer } = (await vite.ssrLoadModule("/server/main.ts")) as typeof ServerMain;
startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  devMiddleware: vite.middlewares,
});
