import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("logos/:profileId/:file", "routes/logo.ts"),
  route("api/reveal", "routes/api.reveal.ts"),
  route("api/events", "routes/api.events.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("results", "routes/results.tsx"),
    route("provider/:providerId", "routes/provider.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("vehicles/:slug", "routes/vehicle.tsx"),
    route("signup", "routes/signup.tsx"),
    route("signup-success", "routes/signup-success.tsx"),
    route("auth", "routes/auth.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
