// React Router's server build, made by its Vite plugin; server/index.ts bundles it with the server.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
