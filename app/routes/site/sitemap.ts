import { requestContext } from "~/context";
import type { Route } from "./+types/sitemap";
import { SERVICE_OPTIONS, VEHICLE_MAKE_OPTIONS } from "~/content/taxonomy";
import { approvedSlugs } from "~/models/public-profile.server";
import { areaPagePaths } from "~/services/areas.server";

const STATIC_PATHS = ["/", "/results", "/services", "/vehicles", "/areas", "/about", "/contact", "/signup", "/privacy", "/terms", "/review-policy"];

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export async function loader({ context }: Route.LoaderArgs) {
  const origin = context.get(requestContext).env.APP_URL;
  const paths = [
    ...STATIC_PATHS,
    ...SERVICE_OPTIONS.map((o) => `/services/${o.slug}`),
    ...VEHICLE_MAKE_OPTIONS.map((o) => `/vehicles/${o.slug}`),
    // Place pages only where approved specialists are (issue #25): an empty one is a 404, never listed.
    ...(await areaPagePaths(context.get(requestContext).db)),
    ...(await approvedSlugs(context.get(requestContext).db)).map((p) => `/provider/${p.slug}`),
  ];
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    paths.map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`).join("\n") +
    `\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
