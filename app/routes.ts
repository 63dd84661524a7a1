import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("logos/:profileId/:file", "routes/profile/logo.ts"),
  // Maps drawn on the server as SVG images (issue #15, decision 0021).
  route("map.svg", "routes/search/map.ts"),
  route("map/:facet/:file", "routes/catalogue/catalogue-map.ts"),
  route("photos/:photoId/:file", "routes/profile/photo.ts"),
  // The car photos of a quote request (#27): by addresses its pages sign, for the owner and the chosen specialists.
  route("quote-photos/:photoId/:file", "routes/quotes/quote-photo.ts"),
  route("api/reveal", "routes/profile/api.reveal.ts"),
  route("api/events", "routes/site/api.events.ts"),
  // The location box's suggestions as you type (issue #25 item 4): JSON from the shipped geodata.
  route("api/places", "routes/search/api.places.ts"),
  route("api/auth/*", "routes/account/api.auth.ts"),
  route("dashboard/settings/export", "routes/portal/dashboard.settings.export.ts"),
  // The photo and logo links of "Download my data", signed and valid a day (issue #24).
  route("data-export/:file", "routes/account/data-export.ts"),
  route("dashboard", "routes/portal/dashboard.tsx", [
    index("routes/portal/dashboard._index.tsx"),
    route("profile", "routes/portal/dashboard.profile.tsx"),
    route("contacts", "routes/portal/dashboard.contacts.tsx"),
    // The specialist's quote requests (#27 item 4): the inbox and one lead's thread.
    route("quotes", "routes/portal/dashboard.quotes.tsx"),
    route("quotes/:leadId", "routes/portal/dashboard.quote.tsx"),
    route("reviews", "routes/portal/dashboard.reviews.tsx"),
    // Project galleries (#15): the list, a new project, one project, and its photo uploads (plain form, and one file per request).
    route("projects", "routes/portal/dashboard.projects.tsx"),
    route("projects/new", "routes/portal/dashboard.projects.new.tsx"),
    route("projects/:projectId", "routes/portal/dashboard.project.tsx"),
    route("projects/:projectId/photos", "routes/portal/dashboard.project.photos.tsx"),
    route("projects/:projectId/upload", "routes/portal/dashboard.project.upload.ts"),
    route("settings", "routes/portal/dashboard.settings.tsx"),
    route("setup", "routes/portal/dashboard.setup.tsx"),
    route("*", "routes/portal/dashboard.splat.tsx"),
  ]),
  layout("routes/site/site-layout.tsx", [
    index("routes/site/home.tsx"),
    route("results", "routes/search/results.tsx"),
    // The owner's saved specialists, compared (issue #27 item 1); Save and Remove post here.
    route("shortlist", "routes/search/shortlist.tsx"),
    // Quote requests (issue #27, decision 0028): the form, lost links, and the owner's private page by its signed link.
    route("quotes/new", "routes/quotes/quote-new.tsx"),
    route("quotes/resend", "routes/quotes/quote-resend.tsx"),
    route("quotes/:token", "routes/quotes/quote-request.tsx"),
    // A profile by its slug (or, from older links and emails, its id).
    route("provider/:slugOrId", "routes/profile/provider.tsx"),
    // A published review's report form: a page of its own, not the cached profile (issue #14).
    route("reviews/:reviewId/report", "routes/profile/review-report.tsx"),
    route("services", "routes/catalogue/services._index.tsx"),
    route("services/:slug", "routes/catalogue/service.tsx"),
    route("vehicles", "routes/catalogue/vehicles._index.tsx"),
    route("vehicles/:slug", "routes/catalogue/vehicle.tsx"),
    // Place pages (issue #25 item 7): the areas with specialists, one area's, and one service's there.
    route("areas", "routes/catalogue/areas._index.tsx"),
    route("areas/:county", "routes/catalogue/area.tsx"),
    route("areas/:county/:service", "routes/catalogue/area-service.tsx"),
    route("signup", "routes/account/signup.tsx"),
    route("signup-success", "routes/account/signup-success.tsx"),
    route("account-deleted", "routes/site/account-deleted.tsx"),
    route("auth", "routes/account/auth.tsx"),
    route("auth/two-factor", "routes/account/auth.two-factor.tsx"),
    route("forgot-password", "routes/account/forgot-password.tsx"),
    route("reset-password", "routes/account/reset-password.tsx"),
    // Personal review links from emails (#14): a review's confirmation, an enquirer's own review form.
    route("reviews/confirm/:token", "routes/profile/reviews.confirm.tsx"),
    route("reviews/enquiry/:token", "routes/profile/reviews.enquiry.tsx"),
    // One route per tab: each loads only what it shows, and its forms post to it.
    route("admin", "routes/admin/admin.tsx", [
      index("routes/admin/admin._index.tsx"),
      route("pending", "routes/admin/admin.pending.tsx"),
      route("approved", "routes/admin/admin.approved.tsx"),
      route("rejected", "routes/admin/admin.rejected.tsx"),
      // Edits of live listings waiting for review (#24, decision 0022).
      route("changes", "routes/admin/admin.changes.tsx"),
      route("reviews", "routes/admin/admin.reviews.tsx"),
      route("reports", "routes/admin/admin.reports.tsx"),
      route("projects", "routes/admin/admin.projects.tsx"),
      route("messages", "routes/admin/admin.messages.tsx"),
      route("mail", "routes/admin/admin.mail.tsx"),
      route("insights", "routes/admin/admin.insights.tsx"),
    ]),
    route("about", "routes/site/about.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("privacy", "routes/site/privacy.tsx"),
    route("review-policy", "routes/site/review-policy.tsx"),
    route("terms", "routes/site/terms.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
