/**
 * A map image's answer. The policy forbids everything but the inline presentation attributes an
 * image needs, so even if one were opened as a document it could run nothing.
 * (X-Content-Type-Options: nosniff comes with every response, from helmet in server/app.ts.)
 */
export function svgResponse(svg: string, cacheControl: string): Response {
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": cacheControl,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
