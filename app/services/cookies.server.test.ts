import { describe, expect, it } from "vitest";
import { hasSessionCookie, readCookies } from "./cookies.server";
import { CACHE_NEUTRAL_COOKIES, TOAST_COOKIE } from "~/lib/cookie-names";

describe("cookies", () => {
  it("finds the session cookie under either name, and only that exact name", () => {
    expect(hasSessionCookie("rr_sid=abc; rr.session_token=t.s")).toBe(true);
    expect(hasSessionCookie("__Secure-rr.session_token=t.s")).toBe(true);
    expect(hasSessionCookie("xrr.session_token=t.s; rr.session_token_old=1")).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it("reads encoded values and spacing as browsers send them", () => {
    expect({ ...readCookies("a=1;b=%7B%7D;  c = x ") }).toEqual({ a: "1", b: "{}", c: "x" });
  });

  it("parses a header once however often a request reads it, and never hands one request's cookies to another", () => {
    const first = readCookies("rr_sid=1; rr_form=a");
    expect(readCookies("rr_sid=1; rr_form=a")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect({ ...readCookies("rr_sid=2") }).toEqual({ rr_sid: "2" });
    expect({ ...readCookies("rr_sid=1; rr_form=a") }).toEqual({ rr_sid: "1", rr_form: "a" });
    expect({ ...readCookies(undefined) }).toEqual({});
  });

  it("treats a waiting toast and the session as personal, the analytics id and sidebar state as neutral", () => {
    expect(CACHE_NEUTRAL_COOKIES.has("rr_sid")).toBe(true);
    expect(CACHE_NEUTRAL_COOKIES.has("sidebar_state")).toBe(true);
    expect(CACHE_NEUTRAL_COOKIES.has(TOAST_COOKIE)).toBe(false);
    expect(CACHE_NEUTRAL_COOKIES.has("rr.session_token")).toBe(false);
  });
});
