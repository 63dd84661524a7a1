import { createCookie } from "react-router";
import { z } from "zod";
import { TOAST_COOKIE } from "~/lib/cookie-names";
import { readCookies } from "./cookies.server";

/**
 * One-shot messages that survive a redirect (Epic Stack's toast cookie): set on the
 * response that redirects, read and cleared by the next page's root loader.
 */
const ToastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  durationMs: z.number().int().positive().max(60_000).optional(),
});
export type Toast = z.infer<typeof ToastSchema>;

/**
 * Signed with AUTH_SECRET: a toast is our words on our page, so a cookie planted by someone else
 * (a sibling subdomain, a script on an old page) cannot make the site say something it did not.
 */
const toastCookie = (secret: string) =>
  createCookie(TOAST_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60, secrets: [secret] });

export async function toastHeader(secret: string, toast: Toast): Promise<string> {
  return toastCookie(secret).serialize(ToastSchema.parse(toast));
}

/** The waiting toast (null when absent, unsigned or forged) and the header that clears it. */
export async function readToast(request: Request, secret: string): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (readCookies(header)[TOAST_COOKIE] === undefined) return { toast: null, clear: null };
  const cookie = toastCookie(secret);
  const parsed = ToastSchema.safeParse(await cookie.parse(header).catch(() => null));
  return { toast: parsed.success ? parsed.data : null, clear: await cookie.serialize("", { maxAge: 0 }) };
}
