import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("logos/:profileId/:file", "routes/logo.ts"),
  // Maps drawn on the server as SVG images (issue #15, decision 0021).
  route("map.svg", "routes/map.ts"),
  route("map/:facet/:file", "routes/catalogue-map.ts"),
  route("photos/:photoId/:file", "routes/photo.ts"),
  route("api/reveal", "routes/api.reveal.ts"),
  route("api/events", "routes/api.events.ts"),
  // The location box's suggestions as you type (issue #25 item 4): JSON from the shipped geodata.
  route("api/places", "routes/api.places.ts"),
  route("api/auth/*", "routes/api.auth.ts"),
  route("dashboard/settings/export", "routes/dashboard.settings.export.ts"),
  // The photo and logo links of "Download my data", signed and valid a day (issue #24).
  route("data-export/:file", "routes/data-export.ts"),
  route("dashboard", "routes/dashboard.tsx", [
    index("routes/dashboard._index.tsx"),
    route("profile", "routes/dashboard.profile.tsx"),
    route("contacts", "routes/dashboard.contacts.tsx"),
    route("reviews", "routes/dashboard.reviews.tsx"),
    // Project galleries (#15): the list, a new project, one project, and its photo uploads (plain form, and one file per request).
    route("projects", "routes/dashboard.projects.tsx"),
    route("projects/new", "routes/dashboard.projects.new.tsx"),
    route("projects/:projectId", "routes/dashboard.project.tsx"),
    route("projects/:projectId/photos", "routes/dashboard.project.photos.tsx"),
    route("projects/:projectId/upload", "routes/dashboard.project.upload.ts"),
    route("settings", "routes/dashboard.settings.tsx"),
    route("setup", "routes/dashboard.setup.tsx"),
    route("*", "routes/dashboard.splat.tsx"),
  ]),
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("results", "routes/results.tsx"),
    // A profile by its slug (or, from older links and emails, its id).
    route("provider/:slugOrId", "routes/provider.tsx"),
    // A published review's report form: a page of its own, not the cached profile (issue #14).
    route("reviews/:reviewId/report", "routes/review-report.tsx"),
    route("services", "routes/services._index.tsx"),
    route("services/:slug", "routes/service.tsx"),
    route("vehicles", "routes/vehicles._index.tsx"),
    route("vehicles/:slug", "routes/vehicle.tsx"),
    // Place pages (issue #25 item 7): the areas with specialists, one area's, and one service's there.
    route("areas", "routes/areas._index.tsx"),
    route("areas/:county", "routes/area.tsx"),
    route("areas/:county/:service", "routes/area-service.tsx"),
    route("signup", "routes/signup.tsx"),
    route("signup-success", "routes/signup-success.tsx"),
    route("account-deleted", "routes/account-deleted.tsx"),
    route("auth", "routes/auth.tsx"),
    route("auth/two-factor", "routes/auth.two-factor.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    // Personal review links from emails (#14): a review's confirmation, an enquirer's own review form.
    route("reviews/confirm/:token", "routes/reviews.confirm.tsx"),
    route("reviews/enquiry/:token", "routes/reviews.enquiry.tsx"),
    // One route per tab: each loads only what it shows, and its forms post to it.
    route("admin", "routes/admin.tsx", [
      index("routes/admin._index.tsx"),
      route("pending", "routes/admin.pending.tsx"),
      route("approved", "routes/admin.approved.tsx"),
      route("rejected", "routes/admin.rejected.tsx"),
      // Edits of live listings waiting for review (#24, decision 0022).
      route("changes", "routes/admin.changes.tsx"),
      route("reviews", "routes/admin.reviews.tsx"),
      route("reports", "routes/admin.reports.tsx"),
      route("projects", "routes/admin.projects.tsx"),
      route("messages", "routes/admin.messages.tsx"),
      route("mail", "routes/admin.mail.tsx"),
      route("insights", "routes/admin.insights.tsx"),
    ]),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("review-policy", "routes/review-policy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
