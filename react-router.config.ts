import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Middleware and typed contexts (app/context.ts): the portal's session and own profile, and the
  // admin's role check, run once per request before the loaders (docs/decisions/0013).
  future: { v8_middleware: true },
} satisfies Config;
