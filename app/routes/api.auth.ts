import type { Route } from "./+types/api.auth";

// better-auth's own endpoints (email verification links, password reset links, two-factor),
// rate limited by the library with counters in the database.
export const loader = ({ request, context }: Route.LoaderArgs) => context.auth.handler(request);
export const action = ({ request, context }: Route.ActionArgs) => context.auth.handler(request);
