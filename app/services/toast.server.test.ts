import { describe, expect, it } from "vitest";
import { readToast, toastHeader } from "./toast.server";

const SECRET = "toast-test-secret-0123456789abcdef0123";
const withCookie = (setCookie: string) => new Request("http://localhost/", { headers: { cookie: setCookie.split(";")[0]! } });

describe("the toast cookie", () => {
  it("carries a message across a redirect and clears it once read", async () => {
    const header = await toastHeader(SECRET, { type: "success", title: "Password updated" });
    const { toast, clear } = await readToast(withCookie(header), SECRET);
    expect(toast).toEqual({ type: "success", title: "Password updated" });
    expect(clear).toMatch(/rr_toast=;.*Max-Age=0/i);
  });

  it("ignores a toast nobody signed, or signed with another secret", async () => {
    const forged = `rr_toast=${encodeURIComponent(Buffer.from(JSON.stringify({ type: "error", title: "Your account is locked: call 0900 000" })).toString("base64"))}`;
    expect((await readToast(withCookie(forged), SECRET)).toast).toBeNull();
    const other = await toastHeader("another-secret-0123456789abcdef012345", { type: "info", title: "Hello" });
    expect((await readToast(withCookie(other), SECRET)).toast).toBeNull();
  });

  it("does nothing without a toast cookie", async () => {
    expect(await readToast(new Request("http://localhost/", { headers: { cookie: "rr_sid=x" } }), SECRET)).toEqual({ toast: null, clear: null });
  });
});
