import { requestContext } from "~/context";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /auth",
    "",
    `Sitemap: ${context.get(requestContext).env.APP_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
