import type { RequestContext } from "../app/context";

/** Requests as a signed-in admin (or anyone else) makes them, for calling the admin routes with tests/route-runner.ts. */

/** The session cookie of a password sign-in. */
export async function cookieFor(context: RequestContext, email: string, password: string) {
  const { headers } = await context.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** A GET, or with `form` a POST of those fields; `cookie` null for an anonymous visitor. */
export function request(path: string, cookie: string | null, form?: Record<string, string>) {
  const body = form ? new FormData() : undefined;
  for (const [key, value] of Object.entries(form ?? {})) body!.set(key, value);
  return new Request(`http://localhost:3000${path}`, { method: form ? "POST" : "GET", body, headers: cookie ? { cookie } : {} });
}

/** A loader's or action's answer (its status and data), or where a thrown redirect leads. */
export async function run(fn: () => unknown) {
  try {
    const result = (await fn()) as { data?: unknown; init?: { status?: number } };
    return { status: result?.init?.status ?? 200, body: result?.data ?? result, location: null as string | null };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: null, location: thrown.headers.get("location") };
    throw thrown;
  }
}
