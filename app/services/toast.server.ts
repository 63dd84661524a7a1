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

const toastCookie = createCookie(TOAST_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", maxAge: 60 });

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie.serialize(ToastSchema.parse(toast));
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("cookie");
  if (readCookies(header)[TOAST_COOKIE] === undefined) return { toast: null, clear: null };
  const parsed = ToastSchema.safeParse(await toastCookie.parse(header).catch(() => null));
  return { toast: parsed.success ? parsed.data : null, clear: await toastCookie.serialize("", { maxAge: 0 }) };
}
