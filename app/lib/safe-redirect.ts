/** Only same-site paths are followed after sign-in, so ?redirectTo can't send anyone elsewhere. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = "/dashboard"): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) {
    return fallback;
  }
  return target;
}
